import { queryOptions } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { ResolveLoginStatus } from '../../application/auth/ResolveLoginStatus';
import { LoadHomePage } from '../../application/catalog/LoadHomePage';
import { LoadNewestGroupBuys } from '../../application/catalog/LoadNewestGroupBuys';

/** Query keys and fetchers, one factory per read, all going through use cases. */
export const queryKeys = {
  userinfo: ['userinfo'] as const,
  home: ['home'] as const,
  newest: ['groupbuys', 'newest'] as const,
};

/** `query` carries the route's campaign params (utm_*) to the user-info call. */
export const userMetaQuery = (container: Container, query?: Record<string, string>) =>
  queryOptions({
    queryKey: queryKeys.userinfo,
    queryFn: () => container.get(ResolveLoginStatus).execute({ query }),
  });

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
