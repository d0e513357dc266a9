import type { LayoutFlags } from './flags';
import type { RouteData } from './RouteData';

/**
 * What each route declares besides its path: its SPEC name, shell flags and guard, read at first
 * render, and pointers to the code that loads with it (its page and its data).
 */
export interface RouteHandle {
  /** The route name of SPEC §2.1 (also drives the bottom-navigation highlight). */
  name: string;
  flags?: Partial<LayoutFlags>;
  /** Needs sign-in; a signed-out visitor goes to `target` or the home page (SPEC §2.2). */
  auth?: { target?: string };
  /** Source path of the lazy page module, so the server can preload its chunk. */
  chunk?: string;
  /**
   * The page paints with plain elements and CSS modules (no MUI in its first load; its MUI
   * islands load through `lazyMui`). Pages without it render inside `MuiScope`, loaded with them.
   */
  plain?: true;
  /** Loads its queries, derived state, act and meta from its area's route-data module (RouteData.ts). */
  data?: () => Promise<RouteData>;
}
