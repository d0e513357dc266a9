import type { LoaderFunction } from 'react-router-dom';
import type { AppDeps } from '../app/AppDeps';
import { statusForError } from '../app/errorStatus';
import { newestGroupBuysQuery } from '../app/queries';
import type { CatalogRead } from '../pages/catalog/catalogQueries';
import { throwAsRouteError, throwNotFound } from './routeErrors';

/**
 * Validates the params through the page's read (anything invalid, or unknown to the API, is the
 * 404 page with the newest group-buys warmed for it), then warms the page's query.
 */
export const loadRead =
  <I, T>(read: CatalogRead<I, T>) =>
  (deps: AppDeps): LoaderFunction =>
  async ({ params, request }) => {
    const notFound = async (): Promise<never> => {
      await deps.queryClient.prefetchQuery(newestGroupBuysQuery(deps.container));
      throwNotFound();
    };
    const input = read.input(params, new URL(request.url).searchParams);
    if (input === null) return notFound();
    try {
      await deps.queryClient.ensureQueryData(read.query(deps.container, input));
    } catch (error) {
      if (statusForError(error) === 404) return notFound();
      throwAsRouteError(error);
    }
    return null;
  };
