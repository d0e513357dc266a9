import type { PageRoute } from './PageRoute';
import { lazyPage } from './lazyPage';
import { routeDataModule } from './RouteData';

const data = routeDataModule(() => import('./areaData/productRouteData'));

/**
 * Routes of the mall issue (SPEC §2.1), product slice: group-buy, item and its preview, the pages that paint
 * first; the cart, wish list, order form and size guide are in cartRoutes.ts. Data in areaData/productRouteData.ts.
 */
export const productRoutes: PageRoute[] = [
  {
    path: 'groupbuy/:groupbuyId/:title?',
    handle: { name: 'groupbuy-info', plain: true, chunk: 'src/ui/pages/purchase/GroupBuyPage.tsx', data: data('groupbuy-info') },
    lazy: lazyPage(() => import('../pages/purchase/GroupBuyPage')),
  },
  {
    path: 'market/preview/:itemId',
    handle: { name: 'item-preview', plain: true, chunk: 'src/ui/pages/purchase/ItemPreviewPage.tsx', data: data('item-preview') },
    lazy: lazyPage(() => import('../pages/purchase/ItemPreviewPage')),
  },
  {
    path: 'market/:itemId',
    handle: { name: 'item', plain: true, chunk: 'src/ui/pages/purchase/ItemPage.tsx', data: data('item') },
    lazy: lazyPage(() => import('../pages/purchase/ItemPage')),
  },
];
