import { pageMeta } from '../meta/PageMeta';
import { checkoutModal } from '../pages/checkout/checkoutModal';
import { cardFormQuery } from '../pages/checkout/cardQueries';
import { checkoutQuery, orderQuery } from '../pages/checkout/checkoutQueries';
import { numericId } from '../pages/purchase/queries';
import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { routeQuery } from './RouteQuery';

/** The buying path keeps a parent's attention: no bottom navigation, footers or chat bubble. */
const FOCUSED = { showNavFooter: false, showFooter: false, showMobileLayoutFooter: false, showDesktopLayoutFooter: false, showCustomerServiceWidget: false };

/** Routes of the checkout issue (SPEC §2.1): checkoutApp with its modal child routes, and the order detail. */
export const checkoutRoutes: PageRoute[] = [
  {
    path: 'groupbuy/pay/v2/:id/*',
    handle: {
      name: 'checkoutApp',
      auth: {},
      flags: FOCUSED,
      meta: ({ params }) => pageMeta({ title: '結帳', robots: 'noindex', canonicalPath: `/groupbuy/pay/v2/${params.id ?? ''}` }),
      chunk: 'src/ui/pages/checkout/CheckoutPage.tsx',
    },
    // Another member's checkout (or none) answers 404 from the shop: the 404 page.
    queries: ({ params, container }) => {
      const id = numericId(params.id);
      return id === null || checkoutModal(params['*']) === null ? null : [routeQuery(checkoutQuery(container, id))];
    },
    lazy: lazyPage(() => import('../pages/checkout/CheckoutPage')),
  },
  {
    path: 'groupbuy/neweb_credit_form/:paymentId',
    handle: {
      name: 'credit-form',
      auth: {},
      flags: FOCUSED,
      meta: () => pageMeta({ title: '信用卡付款', robots: 'noindex' }),
      chunk: 'src/ui/pages/checkout/CardFormPage.tsx',
    },
    queries: ({ params, container }) => {
      const id = numericId(params.paymentId);
      return id === null ? null : [routeQuery({ ...cardFormQuery(container, id), staleTime: 0 })];
    },
    lazy: lazyPage(() => import('../pages/checkout/CardFormPage')),
  },
  {
    path: 'member/order/detail',
    handle: {
      name: 'order detail',
      auth: {},
      meta: () => pageMeta({ title: '訂單明細', robots: 'noindex', canonicalPath: '/member/order/detail' }),
      chunk: 'src/ui/pages/checkout/OrderDetailPage.tsx',
    },
    queries: ({ search, container }) => {
      const id = numericId(search.get('id') ?? undefined);
      return id === null ? null : [routeQuery(orderQuery(container, id))];
    },
    lazy: lazyPage(() => import('../pages/checkout/OrderDetailPage')),
  },
];
