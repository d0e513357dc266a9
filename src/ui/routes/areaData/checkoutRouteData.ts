import { pageMeta } from '../../meta/PageMeta';
import type { Resolver } from '../../../application/injection';
import { checkoutModal, type CheckoutModal } from '../../pages/checkout/checkoutModal';
import { cardFormQuery } from '../../pages/checkout/cardQueries';
import { banksQuery, checkoutQuery, destinationsQuery, orderQuery } from '../../pages/checkout/checkoutQueries';
import { numericId } from '../../pages/purchase/queries';
import type { RouteData } from '../RouteData';
import { routeQuery, routeQueryThen, type RouteQuery } from '../RouteQuery';

/** What a modal child route lists besides the checkout: read with it, a reloaded modal opens complete. */
function modalQueries(modal: CheckoutModal, container: Resolver): RouteQuery[] {
  if (modal.kind === 'delivery' || modal.kind === 'address' || modal.kind === 'cs') return [routeQuery(destinationsQuery(container))];
  if (modal.kind === 'bank-list') return [routeQuery(banksQuery(container))];
  return [];
}

/** Data of the checkout routes (checkoutRoutes.ts). */
export const routeData = {
  checkoutApp: {
    meta: ({ params }) => pageMeta({ title: '結帳', robots: 'noindex', canonicalPath: `/groupbuy/pay/v2/${params.id ?? ''}` }),
    // Another member's checkout (or none) answers 404 from the shop: the 404 page. Once placed, the
    // same address shows the order's result (OrderResult), so the order is read before the page renders.
    queries: ({ params, container }) => {
      const id = numericId(params.id);
      const modal = checkoutModal(params['*']);
      if (id === null || modal === null) return null;
      return [routeQueryThen(checkoutQuery(container, id), (checkout) =>
        checkout.orderId === null ? modalQueries(modal, container) : [routeQuery(orderQuery(container, checkout.orderId))])];
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
