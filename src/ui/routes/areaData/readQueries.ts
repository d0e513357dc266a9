import type { CatalogRead } from '../../pages/catalog/catalogQueries';
import type { RouteData } from '../RouteData';
import { routeQuery } from '../RouteQuery';

/** A route's queries from a page read (catalog, explore): its params become the read's input, or null (404). */
export const readQueries =
  <I, T>(read: CatalogRead<I, T>): NonNullable<RouteData['queries']> =>
  ({ params, search, container }) => {
    const input = read.input(params, search);
    return input === null ? null : [routeQuery(read.query(container, input))];
  };
