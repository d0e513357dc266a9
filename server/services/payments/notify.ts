import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { lockOrderRow } from '../../db/repositories/orders/orderLock';
import { findOrder, markOrderPaid } from '../../db/repositories/orders/orders';
import { insertStatusHistory } from '../../db/repositories/orders/statusHistory';
import { insertNotificationIfNew } from '../../db/repositories/payments/paymentIncidents';
import {
  declineOpenPayment, findPaymentOrderId, findPaymentState, OPEN_PAYMENT_STATES, updatePayment,
} from '../../db/repositories/payments/payments';
import { owePaidOrderInvoice } from '../invoices/invoiceWork';
import { holdStrayPayment } from './strayPayments';
import { refreshSalesOfOrder } from '../catalog/cardStats';

export type NotifyOutcome =
  | { kind: 'ignored' } | { kind: 'paid'; orderId: number } | { kind: 'declined' }
  /** Captured for an order that cannot take it (cancelled, paid by another payment, or a payment no longer its open one): to be refunded. */
  | { kind: 'needs_refund'; orderId: number; paymentId: number };

/** A result the gateway already told us about (a replay, or a second success of one payment) changes nothing. */
const SETTLED = ['succeeded', 'needs_refund', 'refunding', 'refunded'];

async function settleSuccess(trx: Transaction<Database>, paymentId: number, now: number): Promise<NotifyOutcome> {
  const orderId = await findPaymentOrderId(trx, paymentId);
  if (orderId === undefined) return { kind: 'ignored' };
  await lockOrderRow(trx, orderId);
  const payment = await findPaymentState(trx, paymentId);
  if (SETTLED.includes(payment.state)) return { kind: 'ignored' };
  const order = await findOrder(trx, payment.order_id);
  const open = (OPEN_PAYMENT_STATES as readonly string[]).includes(payment.state);
  if (!open || order.status !== 'pending_payment') return holdStrayPayment(trx, { paymentId, orderId: payment.order_id, orderStatus: order.status, paymentState: payment.state }, now);
  await updatePayment(trx, paymentId, { state: 'succeeded', updated_at: now });
  await markOrderPaid(trx, payment.order_id, now);
  await insertStatusHistory(trx, payment.order_id, 'to_ship', now);
  await refreshSalesOfOrder(trx, payment.order_id);
  await owePaidOrderInvoice(trx, order, now);
  return { kind: 'paid', orderId: payment.order_id };
}

async function settleDecline(trx: Transaction<Database>, paymentId: number, now: number): Promise<NotifyOutcome> {
  return (await declineOpenPayment(trx, paymentId, now)) ? { kind: 'declined' } : { kind: 'ignored' };
}

/** A gateway's verified result for one payment; `nonce` names the result once (the gateway's trade number and outcome). */
export interface NotifyFields {
  payment_id: number;
  result: 'succeeded' | 'declined';
  nonce: string;
}

/**
 * A gateway's verified result (its signature checked by the adapter): each nonce counts once (a replay
 * is ignored). A success pays the order (待出貨, its e-invoice owed) only when the payment is
 * the order's open one and the order is still 待付款; any other captured success is held for a
 * refund. A decline leaves the order 待付款 for 重新付款. The nonce and the outcome commit together.
 */
export async function settleNotify(db: Kysely<Database>, fields: NotifyFields, now: number): Promise<NotifyOutcome> {
  return db.transaction().execute(async (trx) => {
    if (!(await insertNotificationIfNew(trx, fields.nonce, fields.payment_id, now))) return { kind: 'ignored' } as const;
    return fields.result === 'succeeded' ? settleSuccess(trx, fields.payment_id, now) : settleDecline(trx, fields.payment_id, now);
  });
}
