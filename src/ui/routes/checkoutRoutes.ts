import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { routeDataModule } from './RouteData';

const data = routeDataModule(() => import('./areaData/checkoutRouteData'));

/** The buying path keeps a parent's attention: no bottom navigation, footers or chat bubble. */
const FOCUSED = { showNavFooter: false, showFooter: false, showMobileLayoutFooter: false, showDesktopLayoutFooter: false, showCustomerServiceWidget: false };

/** Routes of the checkout issue (SPEC §2.1): checkoutApp with its modal child routes, and the order detail; data in areaData/checkoutRouteData.ts. */
export const checkoutRoutes: PageRoute[] = [
  {
    path: 'groupbuy/pay/v2/:id/*',
    handle: { name: 'checkoutApp', auth: {}, flags: FOCUSED, chunk: 'src/ui/pages/checkout/CheckoutPage.tsx', data: data('checkoutApp') },
    lazy: lazyPage(() => import('../pages/checkout/CheckoutPage')),
  },
  {
    path: 'groupbuy/neweb_credit_form/:paymentId',
    handle: { name: 'credit-form', auth: {}, flags: FOCUSED, chunk: 'src/ui/pages/checkout/CardFormPage.tsx', data: data('credit-form') },
    lazy: lazyPage(() => import('../pages/checkout/CardFormPage')),
  },
  {
    path: 'member/order/detail',
    handle: { name: 'order detail', auth: {}, chunk: 'src/ui/pages/checkout/OrderDetailPage.tsx', data: data('order detail') },
    lazy: lazyPage(() => import('../pages/checkout/OrderDetailPage')),
  },
];
