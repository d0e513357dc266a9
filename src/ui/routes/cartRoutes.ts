import type { PageRoute } from './PageRoute';
import { lazyPage } from './lazyPage';
import { routeDataModule } from './RouteData';

const data = routeDataModule(() => import('./areaData/productRouteData'));

/** Routes of the mall issue (SPEC §2.1), buy slice: cart, wish list, order form, size guide; data in areaData/productRouteData.ts. */
export const cartRoutes: PageRoute[] = [
  {
    path: 'groupbuy/shoppingcart',
    handle: { name: 'shoppingcart', auth: {}, chunk: 'src/ui/pages/purchase/CartPage.tsx', data: data('shoppingcart') },
    lazy: lazyPage(() => import('../pages/purchase/CartPage')),
  },
  {
    path: 'member/wish-list',
    handle: { name: 'wish-list', auth: {}, chunk: 'src/ui/pages/purchase/WishListPage.tsx', data: data('wish-list') },
    lazy: lazyPage(() => import('../pages/purchase/WishListPage')),
  },
  {
    path: 'groupbuy/form/:groupbuyId',
    handle: { name: 'groupbuy-form', chunk: 'src/ui/pages/purchase/GroupBuyFormPage.tsx', data: data('groupbuy-form') },
    lazy: lazyPage(() => import('../pages/purchase/GroupBuyFormPage')),
  },
  {
    // Not in SPEC §2.1: the 尺寸表 the option panel and the 規格 table link to (issue 13).
    path: 'size-guide/:kind',
    handle: { name: 'size-guide', chunk: 'src/ui/pages/purchase/SizeGuidePage.tsx', data: data('size-guide') },
    lazy: lazyPage(() => import('../pages/purchase/SizeGuidePage')),
  },
];
