import type { PageRoute } from './PageRoute';

/**
 * Routes of the mall issue (SPEC §2.1), product slice: group-buy, item and its preview, the pages that paint
 * first; the cart, wish list, order form and size guide are in cartRoutes.ts.
 */
export const productRoutes: PageRoute[] = [
  { path: 'groupbuy/:groupbuyId/:title?', name: 'groupbuy-info', plain: true, page: () => import('../pages/purchase/GroupBuyPage') },
  { path: 'market/preview/:itemId', name: 'item-preview', plain: true, page: () => import('../pages/purchase/ItemPreviewPage') },
  { path: 'market/:itemId', name: 'item', plain: true, page: () => import('../pages/purchase/ItemPage') },
];
