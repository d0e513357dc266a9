import { useContext, useEffect } from 'react';
import { isRouteErrorResponse, UNSAFE_DataRouterStateContext, useLocation, useMatches } from 'react-router-dom';
import { statusForError } from '../app/errorStatus';
import { errorPageCopy } from '../pages/errors/errorCopy';
import { useAppDeps } from '../app/useAppDeps';
import { pageMeta } from '../meta/PageMeta';
import type { RouteHandle } from '../routes/RouteHandle';

/** After a client-side navigation the tab title follows the new route's meta (the server set the first one). */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const location = useLocation();
  const { queryClient, origin } = useAppDeps();
  // The router's own state is the one place that knows a page failed (404, 503…).
  const errors = useContext(UNSAFE_DataRouterStateContext)?.errors ?? null;
  useEffect(() => {
    if (errors) {
      const error = Object.values(errors)[0];
      const status = isRouteErrorResponse(error) ? error.status : statusForError(error);
      document.title = pageMeta({ title: errorPageCopy(status).documentTitle }).title;
      return;
    }
    const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.meta);
    const handle = match?.handle as RouteHandle | undefined;
    try {
      const url = new URL(`${location.pathname}${location.search}`, origin);
      const meta = handle?.meta ? handle.meta({ queryClient, params: match!.params, url }) : pageMeta({});
      document.title = meta.title;
    } catch {
      // The page's data may not be cached yet; the previous title stays until it is.
    }
  }, [matches, location, queryClient, origin, errors]);
}
