import { pageMeta } from '../../meta/PageMeta';
import { checkoutModal } from '../../pages/checkout/checkoutModal';
import { cardFormQuery } from '../../pages/checkout/cardQueries';
import { checkoutQuery, orderQuery } from '../../pages/checkout/checkoutQueries';
import { numericId } from '../../pages/purchase/queries';
import type { RouteData } from '../RouteData';
import { routeQuery } from '../RouteQuery';

/** Data of the checkout routes (checkoutRoutes.ts). */
export const routeData = {
  checkoutApp: {
    meta: ({ params }) => pageMeta({ title: '結帳', robots: 'noindex', canonicalPath: `/groupbuy/pay/v2/${params.id ?? ''}` }),
    // Another member's checkout (or none) answers 404 from the shop: the 404 page.
    queries: ({ params, container }) => {
      const id = numericId(params.id);
      return id === null || checkoutModal(params['*']) === null ? null : [routeQuery(checkoutQuery(container, id))];
    },
  },
  'credit-form': {
    meta: () => pageMeta({ title: '信用卡付款', robots: 'noindex' }),
    queries: ({ params, container }) => {
      const id = numericId(params.paymentId);
      return id === null ? null : [routeQuery({ ...cardFormQuery(container, id), staleTime: 0 })];
    },
  },
  'order detail': {
    meta: () => pageMeta({ title: '訂單明細', robots: 'noindex', canonicalPath: '/member/order/detail' }),
    queries: ({ search, container }) => {
      const id = numericId(search.get('id') ?? undefined);
      return id === null ? null : [routeQuery(orderQuery(container, id))];
    },
  },
} satisfies Record<string, RouteData>;
