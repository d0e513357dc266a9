import type { PageRoute } from './PageRoute';

/** Member area routes (SPEC §2.1, issue 9): member (→ orders), orders, order-list, refund, refund detail. Sign-in required for all. */
export const memberOrderRoutes: PageRoute[] = [
  { path: 'member', name: 'member', auth: {}, page: () => import('../pages/member/orders/OrdersPage') },
  { path: 'member/orders', name: 'orders', auth: {}, page: () => import('../pages/member/orders/OrdersPage') },
  { path: 'member/order/:type', name: 'order-list', auth: {}, page: () => import('../pages/member/orders/OrdersPage') },
  { path: 'member/refund', name: 'refund', auth: {}, page: () => import('../pages/member/orders/RefundPage') },
  { path: 'member/refund/detail', name: 'refund detail', auth: {}, page: () => import('../pages/member/orders/RefundDetailPage') },
];
