import { queryOptions } from '@tanstack/react-query';
import type { Resolver } from '../../application/injection';
import { LoadNewestGroupBuys } from '../../application/catalog/LoadNewestGroupBuys';

/**
 * Query keys and fetchers of server data every page may need (the 404 page's newest group-buys), through use
 * cases; the home page's own is in pages/home/homeQueries.ts; the session is not here (SessionStore).
 */
export const queryKeys = {
  home: ['home'] as const,
  newest: ['groupbuys', 'newest'] as const,
};

export const newestGroupBuysQuery = (container: Resolver) =>
  queryOptions({
    queryKey: queryKeys.newest,
    queryFn: () => container.get(LoadNewestGroupBuys).execute(),
  });
