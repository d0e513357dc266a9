import type { QueryClient } from '@tanstack/react-query';
import type { LayoutFlags } from './flags';
import type { PageMeta } from '../meta/PageMeta';

export interface MetaContext {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  url: URL;
}

/** What each route declares besides its path: its SPEC name, shell flags, meta and guard. */
export interface RouteHandle {
  /** The route name of SPEC §2.1 (also drives the bottom-navigation highlight). */
  name: string;
  flags?: Partial<LayoutFlags>;
  meta?: (context: MetaContext) => PageMeta;
  /** Needs sign-in; a signed-out visitor goes to `target` or the home page (SPEC §2.2). */
  auth?: { target?: string };
  /** Source path of the lazy page module, so the server can preload its chunk. */
  chunk?: string;
  /**
   * The page paints with plain elements and CSS modules (no MUI in its first load; its MUI
   * islands load through `lazyMui`). Pages without it render inside `MuiScope`, loaded with them.
   */
  plain?: true;
}
