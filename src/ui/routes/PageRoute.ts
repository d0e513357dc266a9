import type { ComponentType } from 'react';
import type { LayoutFlags } from './flags';
import type { RouteData } from './RouteData';

/**
 * A page module: its component and what its route reads and declares (`route`), or, for a page several
 * routes show with different data, one entry per route name (`routes`). Route lists name it by its `import()`.
 */
export interface PageModule {
  default: ComponentType;
  route?: RouteData;
  routes?: Readonly<Record<string, RouteData>>;
}

/**
 * One page of an area's route list, declared once: path, SPEC route name, shell flags, guard, and
 * its page module. routes.tsx turns it into a route (handle, lazy page, the one page loader).
 */
export interface PageRoute {
  path?: string;
  index?: boolean;
  /** The route name of SPEC §2.1 (also drives the bottom-navigation highlight). */
  name: string;
  flags?: Partial<LayoutFlags>;
  /** Needs sign-in; a signed-out visitor goes to `target` or the home page (SPEC §2.2). */
  auth?: { target?: string };
  /**
   * The page paints with plain elements and CSS modules (no MUI in its first load; its MUI
   * islands load through `lazyMui`). Pages without it render inside `MuiScope`, loaded with them.
   */
  plain?: true;
  /** Write it as `page: () => import('../pages/…')` on the entry's line: the build reads it there. */
  page: () => Promise<PageModule>;
  /** The page module's source, written beside `page` by the build (scripts/pageSources.cjs) for the server's preload. */
  source?: string;
}
