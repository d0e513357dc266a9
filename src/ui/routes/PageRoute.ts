import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { AppDeps } from '../app/AppDeps';
import type { lazyPage } from './lazyPage';
import type { RouteHandle } from './RouteHandle';
import type { RouteInput, RouteQuery } from './RouteQuery';

/**
 * One page of the route table. A page that reads data declares its queries (from its area's
 * query-option factories); the one page loader (pageLoader.ts) warms exactly those on the server,
 * they are dehydrated, and the page reads the same cache entries after hydration.
 */
export interface PageRoute {
  path?: string;
  index?: boolean;
  handle: RouteHandle;
  lazy: ReturnType<typeof lazyPage>;
  /** The page's queries for these params; null = the 404 page (invalid params). */
  queries?: (input: RouteInput) => RouteQuery[] | null;
  /** Loader data computed from the warmed cache (the Q&A nav state the Q&A layout shows); null = the 404 page. */
  derive?: (input: RouteInput, cache: QueryClient) => object | null;
  /** Pages that act on their link once (e-mail verification, social callbacks): their outcome is loader data. */
  act?: (deps: AppDeps, args: LoaderFunctionArgs) => Promise<unknown>;
}
