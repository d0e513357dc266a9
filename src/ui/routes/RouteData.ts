import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { AppDeps } from '../app/AppDeps';
import { pageMeta, type PageMeta } from '../meta/PageMeta';
import type { RouteInput, RouteQuery } from './RouteQuery';

export interface MetaContext {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  url: URL;
}

/**
 * What a page route does besides rendering, exported by its page module (`route`, PageRoute.ts): it
 * loads with the page, and the one page loader (pageLoader.ts) reads it.
 */
export interface RouteData {
  /** The page's queries for these params; null = the 404 page (invalid params). */
  queries?: (input: RouteInput) => RouteQuery[] | null;
  /** Loader data computed from the warmed cache (the Q&A nav state the Q&A layout shows); null = the 404 page. */
  derive?: (input: RouteInput, cache: QueryClient) => object | null | Promise<object | null>;
  /** Pages that act on their link once (e-mail verification, social callbacks): their outcome is loader data. */
  act?: (deps: AppDeps, args: LoaderFunctionArgs) => Promise<unknown>;
  /**
   * Document title, description, canonical URL and JSON-LD (SPEC §3), read from the warmed cache. A page
   * that paints first imports its meta module here, not at its top: the first load does without it.
   */
  meta?: (context: MetaContext) => PageMeta | Promise<PageMeta>;
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
