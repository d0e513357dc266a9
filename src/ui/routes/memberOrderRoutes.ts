import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { routeDataModule } from './RouteData';

const data = routeDataModule(() => import('./areaData/memberOrderRouteData'));
const ordersPage = lazyPage(() => import('../pages/member/orders/OrdersPage'));
const ORDERS_CHUNK = 'src/ui/pages/member/orders/OrdersPage.tsx';

/** Member area routes (SPEC §2.1, issue 9): member (→ orders), orders, order-list, refund, refund detail. Sign-in required for all. */
export const memberOrderRoutes: PageRoute[] = [
  { path: 'member', handle: { name: 'member', auth: {}, chunk: ORDERS_CHUNK, data: data('member') }, lazy: ordersPage },
  { path: 'member/orders', handle: { name: 'orders', auth: {}, chunk: ORDERS_CHUNK, data: data('orders') }, lazy: ordersPage },
  { path: 'member/order/:type', handle: { name: 'order-list', auth: {}, chunk: ORDERS_CHUNK, data: data('order-list') }, lazy: ordersPage },
  {
    path: 'member/refund',
    handle: { name: 'refund', auth: {}, chunk: 'src/ui/pages/member/orders/RefundPage.tsx', data: data('refund') },
    lazy: lazyPage(() => import('../pages/member/orders/RefundPage')),
  },
  {
    path: 'member/refund/detail',
    handle: { name: 'refund detail', auth: {}, chunk: 'src/ui/pages/member/orders/RefundDetailPage.tsx', data: data('refund detail') },
    lazy: lazyPage(() => import('../pages/member/orders/RefundDetailPage')),
  },
];
