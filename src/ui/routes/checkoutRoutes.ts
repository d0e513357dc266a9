import type { PageRoute } from './PageRoute';

/** The buying path keeps a parent's attention: no bottom navigation, footers or chat bubble. */
const FOCUSED = { showNavFooter: false, showFooter: false, showMobileLayoutFooter: false, showDesktopLayoutFooter: false, showCustomerServiceWidget: false };

/** Routes of the checkout issue (SPEC §2.1): checkoutApp with its modal child routes, and the order detail. */
export const checkoutRoutes: PageRoute[] = [
  { path: 'groupbuy/pay/v2/:id/*', name: 'checkoutApp', auth: {}, flags: FOCUSED, page: () => import('../pages/checkout/CheckoutPage') },
  { path: 'groupbuy/neweb_credit_form/:paymentId', name: 'credit-form', auth: {}, flags: FOCUSED, page: () => import('../pages/checkout/CardFormPage') },
  { path: 'member/order/detail', name: 'order detail', auth: {}, page: () => import('../pages/checkout/OrderDetailPage') },
];
