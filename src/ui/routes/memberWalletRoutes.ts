import type { PageRoute } from './PageRoute';

/** Member area routes (SPEC §2.1, issue 9): 我的折價券, 我的購物金, the coupon-claim zone and the new-customer gift. */
export const memberWalletRoutes: PageRoute[] = [
  { path: 'member/coupon', name: 'coupon', auth: {}, page: () => import('../pages/member/wallet/CouponPage') },
  { path: 'member/cash', name: 'cash', auth: {}, page: () => import('../pages/member/wallet/CashPage') },
  { path: 'promotion-code', name: 'promotion-code', page: () => import('../pages/member/wallet/PromotionCodePage') },
  { path: 'event-new-customer-gift', name: 'new-customer-gift', page: () => import('../pages/member/wallet/NewCustomerGiftPage') },
];
