import { queryOptions } from '@tanstack/react-query';
import type { Resolver } from '../../../application/injection';
import type { CheckoutGateway, OrderGateway } from '../../../application/checkout/ports';
import { CHECKOUT_TOKENS } from '../../../application/checkout/tokens';

/** Query keys and fetchers of the checkout pages. Reads with no rule of their own go through the ports. */
export const checkoutKeys = {
  checkout: (id: number) => ['checkout', id] as const,
  coupons: (id: number) => ['checkout', id, 'coupons'] as const,
  banks: ['checkout', 'banks'] as const,
  destinations: ['checkout', 'destinations'] as const,
  order: (id: number) => ['order', id] as const,
};

const checkouts = (container: Resolver) => container.get<CheckoutGateway>(CHECKOUT_TOKENS.CheckoutGateway);
const orders = (container: Resolver) => container.get<OrderGateway>(CHECKOUT_TOKENS.OrderGateway);

/** Always fresh: prices, stock and coupons change while a parent decides. */
export const checkoutQuery = (container: Resolver, id: number) =>
  queryOptions({ queryKey: checkoutKeys.checkout(id), queryFn: () => checkouts(container).load(id), staleTime: 0 });

export const couponsQuery = (container: Resolver, id: number) =>
  queryOptions({ queryKey: checkoutKeys.coupons(id), queryFn: () => checkouts(container).coupons(id), staleTime: 0 });

export const banksQuery = (container: Resolver) =>
  queryOptions({ queryKey: checkoutKeys.banks, queryFn: () => checkouts(container).banks(), staleTime: 60 * 60_000 });

export const destinationsQuery = (container: Resolver) =>
  queryOptions({ queryKey: checkoutKeys.destinations, queryFn: () => checkouts(container).destinations(), staleTime: 0 });

export const orderQuery = (container: Resolver, id: number) =>
  queryOptions({ queryKey: checkoutKeys.order(id), queryFn: () => orders(container).order(id), staleTime: 0 });
