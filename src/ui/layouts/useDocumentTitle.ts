import { useContext, useEffect, useRef } from 'react';
import { isRouteErrorResponse, UNSAFE_DataRouterStateContext, useLocation, useMatches } from 'react-router-dom';
import { statusForError } from '../app/errorStatus';
import { errorPageCopy } from '../pages/errors/errorCopy';
import { useAppDeps } from '../app/useAppDeps';
import { pageMeta } from '../meta/PageMeta';
import { deepestRouteMeta } from '../routes/RouteData';

/**
 * After a client-side navigation the tab title follows the new route's meta. The server set the
 * first one, so the first render leaves it: the page's route data (and its meta) need not load for it.
 */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const location = useLocation();
  const { queryClient, origin } = useAppDeps();
  // The router's own state is the one place that knows a page failed (404, 503…).
  const errors = useContext(UNSAFE_DataRouterStateContext)?.errors ?? null;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (errors) {
      const error = Object.values(errors)[0];
      const status = isRouteErrorResponse(error) ? error.status : statusForError(error);
      document.title = pageMeta({ title: errorPageCopy(status).documentTitle }).title;
      return;
    }
    let current = true;
    // A newer navigation wins.
    deepestRouteMeta(matches, queryClient, new URL(`${location.pathname}${location.search}`, origin)).then((meta) => {
      if (current) document.title = meta.title;
    }).catch(() => {
      // The page's data may not be cached yet; the previous title stays until it is.
    });
    return () => {
      current = false;
    };
  }, [matches, location, queryClient, origin, errors]);
}
