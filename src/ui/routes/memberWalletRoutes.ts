import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { routeDataModule } from './RouteData';

const data = routeDataModule(() => import('./areaData/memberWalletRouteData'));

/** Member area routes (SPEC §2.1, issue 9): 我的折價券, 我的購物金, the coupon-claim zone and the new-customer gift. */
export const memberWalletRoutes: PageRoute[] = [
  {
    path: 'member/coupon',
    handle: { name: 'coupon', auth: {}, chunk: 'src/ui/pages/member/wallet/CouponPage.tsx', data: data('coupon') },
    lazy: lazyPage(() => import('../pages/member/wallet/CouponPage')),
  },
  {
    path: 'member/cash',
    handle: { name: 'cash', auth: {}, chunk: 'src/ui/pages/member/wallet/CashPage.tsx', data: data('cash') },
    lazy: lazyPage(() => import('../pages/member/wallet/CashPage')),
  },
  {
    path: 'promotion-code',
    handle: { name: 'promotion-code', chunk: 'src/ui/pages/member/wallet/PromotionCodePage.tsx', data: data('promotion-code') },
    lazy: lazyPage(() => import('../pages/member/wallet/PromotionCodePage')),
  },
  {
    path: 'event-new-customer-gift',
    handle: { name: 'new-customer-gift', chunk: 'src/ui/pages/member/wallet/NewCustomerGiftPage.tsx', data: data('new-customer-gift') },
    lazy: lazyPage(() => import('../pages/member/wallet/NewCustomerGiftPage')),
  },
];
