import { articleMeta, exploreMeta, guideMeta } from '../../pages/explore/exploreMeta';
import { articleRead, exploreRead, guideRead } from '../../pages/explore/exploreQueries';
import type { RouteData } from '../RouteData';
import { readQueries } from './readQueries';

/** Data of the explore routes (exploreRoutes.ts): one read of each page's params, and its meta. */
export const routeData = {
  explore: { meta: exploreMeta, queries: readQueries(exploreRead) },
  article: { meta: articleMeta, queries: readQueries(articleRead) },
  'shopping-guide': { meta: guideMeta, queries: readQueries(guideRead) },
} satisfies Record<string, RouteData>;
