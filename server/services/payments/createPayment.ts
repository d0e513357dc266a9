import type { Kysely } from 'kysely';
import type { PaymentMethod } from '../../../src/domain/checkout/payments';
import type { Database } from '../../db/schema';
import { findOrderNumberAndTotal, setOrderPaymentDeadline } from '../../db/repositories/orders/orders';
import { insertPayment, updatePayment } from '../../db/repositories/payments/payments';
import type { PaymentGateway } from './PaymentGateway';

/** Opens a payment of the order's whole total with the gateway (the first one, or a 重新付款). */
export async function createPayment(db: Kysely<Database>, input: { orderId: number; method: PaymentMethod; gateway: PaymentGateway; now: number }): Promise<number> {
  const order = await findOrderNumberAndTotal(db, input.orderId);
  const paymentId = await insertPayment(db, {
    order_id: input.orderId, method: input.method, gateway: 'pending', state: 'pending', amount: order.total,
    card_brand: null, card_last4: null, bank_code: null, virtual_account: null, deadline: null, challenge_hash: null,
    created_at: input.now, updated_at: input.now,
  });
  const started = input.gateway.start({ paymentId, method: input.method, amount: order.total, orderNumber: order.number }, input.now);
  await updatePayment(db, paymentId, {
    gateway: started.gateway, bank_code: started.bankCode, virtual_account: started.virtualAccount, deadline: started.deadline,
  });
  if (started.deadline !== null) await setOrderPaymentDeadline(db, input.orderId, started.deadline);
  return paymentId;
}
