import type { QueryClient } from '@tanstack/react-query';
import type { Resolver } from '../../application/injection';

/** What loaders and the app tree share for one request (server) or one tab (browser). */
export interface AppDeps {
  container: Resolver;
  queryClient: QueryClient;
  /** The shop's public origin, for canonical URLs and JSON-LD. */
  origin: string;
  /**
   * Browser only: loads the route lists of every area into the router (routes/routeDiscovery.ts), so a
   * link of another area can be matched before it is followed (its prefetch).
   */
  discoverRoutes?: () => Promise<void>;
}
