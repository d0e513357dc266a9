import { routeTree } from './routes';
import { mallRoutes } from './mallRoutes';
import { productRoutes } from './productRoutes';
import { cartRoutes } from './cartRoutes';
import { catalogRoutes } from './catalogRoutes';
import { qaRoutes } from './qaRoutes';
import { checkoutRoutes } from './checkoutRoutes';
import { memberProfileRoutes } from './memberProfileRoutes';
import { memberWalletRoutes } from './memberWalletRoutes';
import { memberDeviceRoutes } from './memberDeviceRoutes';
import { memberOrderRoutes } from './memberOrderRoutes';
import { exploreRoutes } from './exploreRoutes';
import { siteRoutes } from './siteRoutes';
import { foundationRoutes } from './foundationRoutes';

/**
 * The whole route table, for the page server (built once per process) and tests. The browser
 * starts from its first page's area and discovers the rest (routeDiscovery.ts); the ids are the same.
 */
export const routes = routeTree({
  mall: mallRoutes,
  product: productRoutes,
  cart: cartRoutes,
  catalog: catalogRoutes,
  qa: qaRoutes,
  checkout: checkoutRoutes,
  memberProfile: memberProfileRoutes,
  memberWallet: memberWalletRoutes,
  memberDevice: memberDeviceRoutes,
  memberOrder: memberOrderRoutes,
  explore: exploreRoutes,
  site: siteRoutes,
  foundation: foundationRoutes,
});
