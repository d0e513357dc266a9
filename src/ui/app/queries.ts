import { queryOptions } from '@tanstack/react-query';
import type { Resolver } from '../../application/injection';
import { LoadHomePage } from '../../application/catalog/LoadHomePage';
import { LoadNewestGroupBuys } from '../../application/catalog/LoadNewestGroupBuys';

/** Query keys and fetchers of server data, one factory per read, all going through use cases; the session is not here (SessionStore). */
export const queryKeys = {
  home: ['home'] as const,
  newest: ['groupbuys', 'newest'] as const,
};

export const homePageQuery = (container: Resolver) =>
  queryOptions({
    queryKey: queryKeys.home,
    queryFn: () => container.get(LoadHomePage).execute(),
  });

export const newestGroupBuysQuery = (container: Resolver) =>
  queryOptions({
    queryKey: queryKeys.newest,
    queryFn: () => container.get(LoadNewestGroupBuys).execute(),
  });
