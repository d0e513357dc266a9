import type { lazyPage } from './lazyPage';
import type { RouteHandle } from './RouteHandle';

/**
 * One page of the route table: only its skeleton, kept in the entry. What it reads, derives and
 * declares as meta sits behind `handle.data` (RouteData.ts); the one page loader (pageLoader.ts)
 * loads that and warms exactly its queries on the server, they are dehydrated, and the page reads
 * the same cache entries after hydration.
 */
export interface PageRoute {
  path?: string;
  index?: boolean;
  handle: RouteHandle;
  lazy: ReturnType<typeof lazyPage>;
}
