import { parseCouponState } from '../../../domain/memberWallet/coupons';
import { pageMeta } from '../../meta/PageMeta';
import { couponsQuery, creditQuery, giftQuery } from '../../pages/member/wallet/walletQueries';
import type { RouteData } from '../RouteData';
import { routeQuery } from '../RouteQuery';

/** Data of the member wallet routes (memberWalletRoutes.ts). */
export const routeData = {
  coupon: {
    meta: () => pageMeta({ title: '我的折價券', robots: 'noindex', canonicalPath: '/member/coupon' }),
    queries: ({ search, container }) => {
      const state = parseCouponState(search.get('state'));
      return state === null ? null : [routeQuery(couponsQuery(container, state))];
    },
  },
  cash: {
    meta: () => pageMeta({ title: '我的購物金', robots: 'noindex', canonicalPath: '/member/cash' }),
    queries: ({ container }) => [routeQuery(creditQuery(container))],
  },
  'promotion-code': {
    meta: () => pageMeta({ title: '領取折價券', description: '輸入優惠碼領取寶貝揪團折價券，登入後放入我的折價券，結帳時折抵。', canonicalPath: '/promotion-code' }),
  },
  'new-customer-gift': {
    meta: () => pageMeta({ title: '新會員禮', description: '新會員專屬折價券，首購前領取，每位會員限領一次。', canonicalPath: '/event-new-customer-gift' }),
    queries: ({ container }) => [routeQuery(giftQuery(container))],
  },
} satisfies Record<string, RouteData>;
