import type { RouteData } from '../../routes/RouteData';
import { routeQuery } from '../../routes/RouteQuery';
import type { CatalogRead } from './catalogQueries';

/** The route of a page that is one read of its params (catalog, explore): that query (null input: the 404 page) and its meta. */
export const readRoute = <I, T>(meta: RouteData['meta'], read: CatalogRead<I, T>): RouteData => ({
  meta,
  queries: ({ params, search, container }) => {
    const input = read.input(params, search);
    return input === null ? null : [routeQuery(read.query(container, input))];
  },
});
