import type { Kysely } from 'kysely';
import type { DeliveryMethod } from '../../../src/domain/checkout/delivery';
import { paymentChoices, type PaymentMethod } from '../../../src/domain/checkout/payments';
import type { Database } from '../../db/schema';
import type { PaymentGateway } from './PaymentGateway';
import { createPayment } from './createPayment';

/**
 * 重新付款: a new payment for an order still 待付款 whose last payment did not go through
 * (declined, or abandoned); the open one is expired first so only one can succeed.
 */
export async function retryPayment(
  db: Kysely<Database>, input: { memberId: number; orderId: number; method: PaymentMethod | null; gateway: PaymentGateway; now: number },
): Promise<number | 'not-found' | 'not-retryable' | Record<string, string>> {
  const order = await db.selectFrom('orders').select(['id', 'status', 'payment_method', 'delivery_method', 'total'])
    .where('id', '=', input.orderId).where('member_id', '=', input.memberId).executeTakeFirst();
  if (!order) return 'not-found';
  if (order.status !== 'pending_payment') return 'not-retryable';
  const method = input.method ?? (order.payment_method as PaymentMethod);
  const reason = paymentChoices(order.delivery_method as DeliveryMethod, order.total).find((c) => c.method === method)?.disabledReason;
  if (reason) return { payment_method: reason };
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('payments').set({ state: 'expired', updated_at: input.now })
      .where('order_id', '=', order.id).where('state', 'in', ['pending', 'challenge']).execute();
    await trx.updateTable('orders').set({ payment_method: method, updated_at: input.now }).where('id', '=', order.id).execute();
    return createPayment(trx, { orderId: order.id, method, gateway: input.gateway, now: input.now });
  });
}
