import { redirect } from 'react-router-dom';
import { parseOrderTab, parsePage } from '../../domain/memberOrders/orderTabs';
import { pageMeta } from '../meta/PageMeta';
import { orderQuery } from '../pages/checkout/checkoutQueries';
import { orderListQuery, refundDetailQuery, refundListQuery } from '../pages/member/orders/memberOrdersQueries';
import { numericId } from '../pages/purchase/queries';
import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { routeQuery } from './RouteQuery';

const ordersPage = lazyPage(() => import('../pages/member/orders/OrdersPage'));
const ORDERS_CHUNK = 'src/ui/pages/member/orders/OrdersPage.tsx';

/** Member area routes (SPEC §2.1, issue 9): member (→ orders), orders, order-list, refund, refund detail. Sign-in required for all. */
export const memberOrderRoutes: PageRoute[] = [
  {
    path: 'member',
    handle: { name: 'member', auth: {}, meta: () => pageMeta({ title: '訂單查詢', robots: 'noindex' }), chunk: ORDERS_CHUNK },
    act: async () => {
      throw redirect('/member/orders');
    },
    lazy: ordersPage,
  },
  {
    path: 'member/orders',
    handle: { name: 'orders', auth: {}, meta: () => pageMeta({ title: '訂單查詢', robots: 'noindex', canonicalPath: '/member/orders' }), chunk: ORDERS_CHUNK },
    queries: ({ search, container }) => [routeQuery(orderListQuery(container, 'all', parsePage(search.get('page'))))],
    lazy: ordersPage,
  },
  {
    path: 'member/order/:type',
    handle: { name: 'order-list', auth: {}, meta: () => pageMeta({ title: '訂單查詢', robots: 'noindex' }), chunk: ORDERS_CHUNK },
    // An unknown type shows every order (not the 404 page): old links keep working.
    queries: ({ params, search, container }) => [routeQuery(orderListQuery(container, parseOrderTab(params.type), parsePage(search.get('page'))))],
    lazy: ordersPage,
  },
  {
    path: 'member/refund',
    handle: { name: 'refund', auth: {}, meta: ({ url }) => pageMeta({ title: url.searchParams.has('order') ? '申請退款' : '退款查詢', robots: 'noindex', canonicalPath: '/member/refund' }), chunk: 'src/ui/pages/member/orders/RefundPage.tsx' },
    // With ?order= the request form reads that order (another member's is the 404 page); a malformed id is the 404 page too.
    queries: ({ search, container }) => {
      if (!search.has('order')) return [routeQuery(refundListQuery(container))];
      const id = numericId(search.get('order') ?? undefined);
      return id === null ? null : [routeQuery(orderQuery(container, id))];
    },
    lazy: lazyPage(() => import('../pages/member/orders/RefundPage')),
  },
  {
    path: 'member/refund/detail',
    handle: { name: 'refund detail', auth: {}, meta: () => pageMeta({ title: '退款明細', robots: 'noindex', canonicalPath: '/member/refund/detail' }), chunk: 'src/ui/pages/member/orders/RefundDetailPage.tsx' },
    queries: ({ search, container }) => {
      const id = numericId(search.get('id') ?? undefined);
      return id === null ? null : [routeQuery(refundDetailQuery(container, id))];
    },
    lazy: lazyPage(() => import('../pages/member/orders/RefundDetailPage')),
  },
];
