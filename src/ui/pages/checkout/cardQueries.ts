import { queryOptions } from '@tanstack/react-query';
import type { Resolver } from '../../../application/injection';
import type { OrderGateway } from '../../../application/checkout/ports';
import { CHECKOUT_TOKENS } from '../../../application/checkout/tokens';
import { resolve } from '../../../infrastructure/di/resolve';

/** Query keys of the checkout pages; `all` is what a finished payment makes stale. */
export const cardKeys = {
  all: ['checkout'] as const,
  cardForm: (paymentId: number) => ['checkout', 'card-form', paymentId] as const,
};

/** The sandbox card form's facts (demo mode): order number, amount, the payment's state. */
export const cardFormQuery = (container: Resolver, paymentId: number) =>
  queryOptions({
    queryKey: cardKeys.cardForm(paymentId),
    queryFn: () => resolve<OrderGateway>(container, CHECKOUT_TOKENS.OrderGateway).cardForm(paymentId),
  });
