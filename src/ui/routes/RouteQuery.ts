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

/**
 * A page query read afresh on every visit: the route's loader fetches it each time (`staleTime: 0`, above) and
 * each change invalidates it, so the page's mount does not read it a second time. On the first page that read
 * is the server's: reading it again right after hydration cost a request for the answer the page already
 * shows and, on the member pages, loaded the API client (axios, inversify, zod: about 55 KB gzip) with it.
 */
export const READ_EACH_VISIT = { staleTime: 0, refetchOnMount: false } as const;

/**
 * A query whose answer decides what else the page reads (a checkout → its order once placed): those
 * are warmed too before the page renders. The server renders synchronously, so a page reading a query
 * nobody warmed suspends and fails the whole render; the browser would wait for a second round trip.
 */
export function routeQueryThen<TData, TKey extends QueryKey>(
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
  next: (data: TData) => readonly RouteQuery[],
): RouteQuery {
  const first = routeQuery(options);
  return {
    queryKey: first.queryKey,
    warm: async (client) => {
      const data = (await first.warm(client)) as TData;
      await Promise.all(next(data).map((query) => query.warm(client)));
      return data;
    },
  };
}

/** What a route's declarations see of the request. */
export interface RouteInput {
  params: Record<string, string | undefined>;
  url: URL;
  search: URLSearchParams;
  container: Resolver;
}
