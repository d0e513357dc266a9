import type { Resolver } from '../../../application/injection';
import { pageMeta } from '../../meta/PageMeta';
import type { RouteData } from '../../routes/RouteData';
import { routeQuery, routeQueryThen, type RouteQuery } from '../../routes/RouteQuery';
import { numericId } from '../purchase/queries';
import { cardFormQuery } from './cardQueries';
import { checkoutModal, type CheckoutModal } from './checkoutModal';
import { banksQuery, checkoutQuery, destinationsQuery, orderQuery } from './checkoutQueries';

// The route data of the two payment pages, which re-export it as their `route`: kept apart from their
// components, which change with the payment provider.

/** What a modal child route lists besides the checkout: read with it, a reloaded modal opens complete. */
function modalQueries(modal: CheckoutModal, container: Resolver): RouteQuery[] {
  if (modal.kind === 'delivery' || modal.kind === 'address' || modal.kind === 'cs') return [routeQuery(destinationsQuery(container))];
  if (modal.kind === 'bank-list') return [routeQuery(banksQuery(container))];
  return [];
}

/** checkoutApp (CheckoutPage.tsx). */
export const checkoutRoute: RouteData = {
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
};

/** credit-form (CardFormPage.tsx): always fresh. */
export const cardFormRoute: RouteData = {
  meta: () => pageMeta({ title: '信用卡付款', robots: 'noindex' }),
  queries: ({ params, container }) => {
    const id = numericId(params.paymentId);
    return id === null ? null : [routeQuery({ ...cardFormQuery(container, id), staleTime: 0 })];
  },
};
