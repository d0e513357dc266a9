import { queryOptions } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { LoadHomePage } from '../../application/catalog/LoadHomePage';
import { LoadNewestGroupBuys } from '../../application/catalog/LoadNewestGroupBuys';

/** Query keys and fetchers of server data, one factory per read, all going through use cases; the session is not here (SessionStore). */
export const queryKeys = {
  home: ['home'] as const,
  newest: ['groupbuys', 'newest'] as const,
};

export const homePageQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.home,
    queryFn: () => container.get(LoadHomePage).execute(),
  });

export const newestGroupBuysQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.newest,
    queryFn: () => container.get(LoadNewestGroupBuys).execute(),
  });
