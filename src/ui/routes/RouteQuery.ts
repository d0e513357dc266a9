import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Resolver } from '../../application/injection';

/** One query a route declares: the page's own query options, typed away so one route can list several. */
export interface RouteQuery {
  readonly queryKey: QueryKey;
  warm(client: QueryClient): Promise<unknown>;
}

/**
 * Declares a page's query for its route's loader. Options with `staleTime: 0` are fetched on every
 * visit (the cart changes in other tabs); the others are read from the cache when it has them.
 */
export function routeQuery<TData, TKey extends QueryKey>(options: EnsureQueryDataOptions<TData, Error, TData, TKey>): RouteQuery {
  return {
    queryKey: options.queryKey,
    warm: (client) => (options.staleTime === 0 ? client.fetchQuery(options) : client.ensureQueryData(options)),
  };
}

/** What a route's declarations see of the request. */
export interface RouteInput {
  params: Record<string, string | undefined>;
  url: URL;
  search: URLSearchParams;
  container: Resolver;
}
