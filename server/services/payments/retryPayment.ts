import type { Kysely } from 'kysely';
import type { DeliveryMethod } from '../../../src/domain/checkout/delivery';
import { paymentChoices, type PaymentMethod } from '../../../src/domain/checkout/payments';
import type { Database } from '../../db/schema';
import { lockOrder, OPEN_PAYMENT_STATES } from '../orders/lockOrder';
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
    const owned = await trx.selectFrom('orders').select('id').where('id', '=', input.orderId).where('member_id', '=', input.memberId).executeTakeFirst();
    if (!owned) return 'not-found';
    await lockOrder(trx, owned.id);
    const order = await trx.selectFrom('orders').select(['status', 'payment_method', 'delivery_method', 'total']).where('id', '=', owned.id).executeTakeFirstOrThrow();
    if (order.status !== 'pending_payment') return 'not-retryable';
    const method = input.method ?? (order.payment_method as PaymentMethod);
    const reason = paymentChoices(order.delivery_method as DeliveryMethod, order.total, offeredMethods(input.gateway)).find((c) => c.method === method)?.disabledReason;
    if (reason) return { payment_method: reason };
    await trx.updateTable('payments').set({ state: 'expired', updated_at: input.now })
      .where('order_id', '=', owned.id).where('state', 'in', OPEN_PAYMENT_STATES).execute();
    await trx.updateTable('orders').set({ payment_method: method, updated_at: input.now }).where('id', '=', owned.id).execute();
    return createPayment(trx, { orderId: owned.id, method, gateway: input.gateway, now: input.now });
  });
}
