import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { AppDeps } from '../app/AppDeps';
import { reloadAfterChunkFailure } from '../app/chunkReload';
import { pageMeta, type PageMeta } from '../meta/PageMeta';
import type { RouteInput, RouteQuery } from './RouteQuery';

export interface MetaContext {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  url: URL;
}

/**
 * What a page route does besides rendering: it pulls query factories, use cases and domain code,
 * so it lives in its area's route-data module (`routes/areaData/`) and loads with the route, not the entry.
 */
export interface RouteData {
  /** The page's queries for these params; null = the 404 page (invalid params). */
  queries?: (input: RouteInput) => RouteQuery[] | null;
  /** Loader data computed from the warmed cache (the Q&A nav state the Q&A layout shows); null = the 404 page. */
  derive?: (input: RouteInput, cache: QueryClient) => object | null;
  /** Pages that act on their link once (e-mail verification, social callbacks): their outcome is loader data. */
  act?: (deps: AppDeps, args: LoaderFunctionArgs) => Promise<unknown>;
  /** Document title, description, canonical URL and JSON-LD (SPEC §3), read from the warmed cache. */
  meta?: (context: MetaContext) => PageMeta;
}

/**
 * One area's route-data module, by its dynamic import; returns the loader of one of its entries
 * (a route's `handle.data`). A failed chunk load reloads the page (SPEC §8), as a page's does.
 */
export function routeDataModule<M extends Record<string, RouteData>>(load: () => Promise<{ routeData: M }>) {
  return (key: keyof M & string) => (): Promise<RouteData> =>
    load().then(
      (module) => module.routeData[key],
      (error: unknown) => {
        reloadAfterChunkFailure(error);
        throw error;
      },
    );
}

/**
 * The meta of the deepest matched route that has route data (the server's head, the tab title after a
 * client-side navigation). Its loader has loaded the data already, so awaiting it again costs nothing.
 */
export async function deepestRouteMeta(
  matches: { handle: unknown; params: Record<string, string | undefined> }[],
  queryClient: QueryClient,
  url: URL,
): Promise<PageMeta> {
  const dataOf = (handle: unknown) => (handle as { data?: () => Promise<RouteData> } | undefined)?.data;
  const deepest = [...matches].reverse().find((match) => dataOf(match.handle));
  const data = await dataOf(deepest?.handle)?.();
  return data?.meta && deepest ? data.meta({ queryClient, params: deepest.params, url }) : pageMeta({});
}
