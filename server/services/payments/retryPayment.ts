import type { Kysely } from 'kysely';
import type { DeliveryMethod } from '../../../src/domain/checkout/delivery';
import { paymentChoices, type PaymentMethod } from '../../../src/domain/checkout/payments';
import type { Database } from '../../db/schema';
import { lockOrderRow } from '../../db/repositories/orders/orderLock';
import { findOrderPaymentTerms, ownsOrder, setOrderPaymentMethod } from '../../db/repositories/orders/orders';
import { expireOpenPayments } from '../../db/repositories/payments/payments';
import { offeredMethods, type PaymentGateway } from './PaymentGateway';
import { createPayment } from './createPayment';

export type RetryOutcome = number | 'not-found' | 'not-retryable' | Record<string, string>;

/**
 * 重新付款: a new payment for an order still 待付款. Under the order's lock the open payment is
 * expired and the new one opened, so however many arrive at once (or race a cancel) the order
 * never has two chargeable payments; the partial unique index `payments_one_open` holds it too.
 */
export async function retryPayment(
  db: Kysely<Database>, input: { memberId: number; orderId: number; method: PaymentMethod | null; gateway: PaymentGateway; now: number },
): Promise<RetryOutcome> {
  return db.transaction().execute(async (trx): Promise<RetryOutcome> => {
    if (!(await ownsOrder(trx, input.memberId, input.orderId))) return 'not-found';
    await lockOrderRow(trx, input.orderId);
    const order = await findOrderPaymentTerms(trx, input.orderId);
    if (order.status !== 'pending_payment') return 'not-retryable';
    const method = input.method ?? (order.payment_method as PaymentMethod);
    const reason = paymentChoices(order.delivery_method as DeliveryMethod, order.total, offeredMethods(input.gateway)).find((c) => c.method === method)?.disabledReason;
    if (reason) return { payment_method: reason };
    await expireOpenPayments(trx, input.orderId, input.now);
    await setOrderPaymentMethod(trx, input.orderId, method, input.now);
    return createPayment(trx, { orderId: input.orderId, method, gateway: input.gateway, now: input.now });
  });
}
