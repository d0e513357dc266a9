import { parseCouponState } from '../../domain/memberWallet/coupons';
import { pageMeta } from '../meta/PageMeta';
import { couponsQuery, creditQuery, giftQuery } from '../pages/member/wallet/walletQueries';
import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { routeQuery } from './RouteQuery';

/** Member area routes (SPEC §2.1, issue 9): 我的折價券, 我的購物金, the coupon-claim zone and the new-customer gift. */
export const memberWalletRoutes: PageRoute[] = [
  {
    path: 'member/coupon',
    handle: { name: 'coupon', auth: {}, meta: () => pageMeta({ title: '我的折價券', robots: 'noindex', canonicalPath: '/member/coupon' }), chunk: 'src/ui/pages/member/wallet/CouponPage.tsx' },
    queries: ({ search, container }) => {
      const state = parseCouponState(search.get('state'));
      return state === null ? null : [routeQuery(couponsQuery(container, state))];
    },
    lazy: lazyPage(() => import('../pages/member/wallet/CouponPage')),
  },
  {
    path: 'member/cash',
    handle: { name: 'cash', auth: {}, meta: () => pageMeta({ title: '我的購物金', robots: 'noindex', canonicalPath: '/member/cash' }), chunk: 'src/ui/pages/member/wallet/CashPage.tsx' },
    queries: ({ container }) => [routeQuery(creditQuery(container))],
    lazy: lazyPage(() => import('../pages/member/wallet/CashPage')),
  },
  {
    path: 'promotion-code',
    handle: {
      name: 'promotion-code',
      meta: () => pageMeta({ title: '領取折價券', description: '輸入優惠碼領取寶貝揪團折價券，登入後放入我的折價券，結帳時折抵。', canonicalPath: '/promotion-code' }),
      chunk: 'src/ui/pages/member/wallet/PromotionCodePage.tsx',
    },
    lazy: lazyPage(() => import('../pages/member/wallet/PromotionCodePage')),
  },
  {
    path: 'event-new-customer-gift',
    handle: {
      name: 'new-customer-gift',
      meta: () => pageMeta({ title: '新會員禮', description: '新會員專屬折價券，首購前領取，每位會員限領一次。', canonicalPath: '/event-new-customer-gift' }),
      chunk: 'src/ui/pages/member/wallet/NewCustomerGiftPage.tsx',
    },
    queries: ({ container }) => [routeQuery(giftQuery(container))],
    lazy: lazyPage(() => import('../pages/member/wallet/NewCustomerGiftPage')),
  },
];
