import type { PageRoute } from './PageRoute';

/** Routes of the mall issue (SPEC §2.1), buy slice: cart, wish list, order form, size guide. */
export const cartRoutes: PageRoute[] = [
  { path: 'groupbuy/shoppingcart', name: 'shoppingcart', auth: {}, page: () => import('../pages/purchase/CartPage') },
  { path: 'member/wish-list', name: 'wish-list', auth: {}, page: () => import('../pages/purchase/WishListPage') },
  { path: 'groupbuy/form/:groupbuyId', name: 'groupbuy-form', page: () => import('../pages/purchase/GroupBuyFormPage') },
  // Not in SPEC §2.1: the 尺寸表 the option panel and the 規格 table link to (issue 13).
  { path: 'size-guide/:kind', name: 'size-guide', page: () => import('../pages/purchase/SizeGuidePage') },
];
