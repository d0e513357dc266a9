import type { PageRoute } from './PageRoute';
import type { RouteData } from './RouteData';

/**
 * A route's handle (routes.tsx builds it from its PageRoute): what the shell reads at first render,
 * and pointers to the code that loads with it.
 */
export interface RouteHandle extends Pick<PageRoute, 'name' | 'flags' | 'auth' | 'plain'> {
  /** Source path of the lazy page module, so the server can preload its chunk. */
  chunk?: string;
  /** Loads the page module's route data: queries, derived state, act and meta (RouteData.ts). */
  data?: () => Promise<RouteData>;
}
