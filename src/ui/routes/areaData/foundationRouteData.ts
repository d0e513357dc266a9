import { homePageQuery } from '../../pages/home/homeQueries';
import { homeMeta } from '../../pages/home/homeMeta';
import type { RouteData } from '../RouteData';
import { routeQuery } from '../RouteQuery';

/** Data of the home and not-found routes (foundationRoutes.ts); the static pages' meta is in staticRouteData.ts, with their copy. */
export const routeData = {
  home: { meta: homeMeta, queries: ({ container }) => [routeQuery(homePageQuery(container))] },
  // No page here: the 404 page, with the newest group-buys warmed.
  'not-found': { queries: () => null },
} satisfies Record<string, RouteData>;
