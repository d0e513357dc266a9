import { redirect } from 'react-router-dom';
import { parseOrderTab, parsePage } from '../../../domain/memberOrders/orderTabs';
import { pageMeta } from '../../meta/PageMeta';
import { orderQuery } from '../../pages/checkout/checkoutQueries';
import { orderListQuery, refundDetailQuery, refundListQuery } from '../../pages/member/orders/memberOrdersQueries';
import { numericId } from '../../pages/purchase/queries';
import type { RouteData } from '../RouteData';
import { routeQuery } from '../RouteQuery';

const ordersMeta = () => pageMeta({ title: '訂單查詢', robots: 'noindex' });

/** Data of the member order routes (memberOrderRoutes.ts). */
export const routeData = {
  member: {
    meta: ordersMeta,
    act: async () => {
      throw redirect('/member/orders');
    },
  },
  orders: {
    meta: () => pageMeta({ title: '訂單查詢', robots: 'noindex', canonicalPath: '/member/orders' }),
    queries: ({ search, container }) => [routeQuery(orderListQuery(container, 'all', parsePage(search.get('page'))))],
  },
  'order-list': {
    meta: ordersMeta,
    // An unknown type shows every order (not the 404 page): old links keep working.
    queries: ({ params, search, container }) => [routeQuery(orderListQuery(container, parseOrderTab(params.type), parsePage(search.get('page'))))],
  },
  refund: {
    meta: ({ url }) => pageMeta({ title: url.searchParams.has('order') ? '申請退款' : '退款查詢', robots: 'noindex', canonicalPath: '/member/refund' }),
    // With ?order= the request form reads that order (another member's is the 404 page); a malformed id is the 404 page too.
    queries: ({ search, container }) => {
      if (!search.has('order')) return [routeQuery(refundListQuery(container))];
      const id = numericId(search.get('order') ?? undefined);
      return id === null ? null : [routeQuery(orderQuery(container, id))];
    },
  },
  'refund detail': {
    meta: () => pageMeta({ title: '退款明細', robots: 'noindex', canonicalPath: '/member/refund/detail' }),
    queries: ({ search, container }) => {
      const id = numericId(search.get('id') ?? undefined);
      return id === null ? null : [routeQuery(refundDetailQuery(container, id))];
    },
  },
} satisfies Record<string, RouteData>;
