import type { Kysely } from 'kysely';
import type { PaymentMethod } from '../../../src/domain/checkout/payments';
import type { Database } from '../../db/schema';
import type { PaymentGateway } from './PaymentGateway';

/** Opens a payment of the order's whole total with the gateway (the first one, or a 重新付款). */
export async function createPayment(db: Kysely<Database>, input: { orderId: number; method: PaymentMethod; gateway: PaymentGateway; now: number }): Promise<number> {
  const order = await db.selectFrom('orders').select(['number', 'total']).where('id', '=', input.orderId).executeTakeFirstOrThrow();
  const row = await db.insertInto('payments').values({
    order_id: input.orderId, method: input.method, gateway: 'pending', state: 'pending', amount: order.total,
    card_brand: null, card_last4: null, bank_code: null, virtual_account: null, deadline: null, challenge_hash: null,
    created_at: input.now, updated_at: input.now,
  }).returning('id').executeTakeFirstOrThrow();
  const started = input.gateway.start({ paymentId: row.id, method: input.method, amount: order.total, orderNumber: order.number }, input.now);
  await db.updateTable('payments').set({
    gateway: started.gateway, bank_code: started.bankCode, virtual_account: started.virtualAccount, deadline: started.deadline,
  }).where('id', '=', row.id).execute();
  if (started.deadline !== null) await db.updateTable('orders').set({ payment_deadline: started.deadline }).where('id', '=', input.orderId).execute();
  return row.id;
}
