import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { owePaidOrderInvoice } from '../invoices/invoiceWork';
import { lockOrder, OPEN_PAYMENT_STATES } from '../orders/lockOrder';
import { holdStrayPayment } from './strayPayments';

export type NotifyOutcome =
  | { kind: 'ignored' } | { kind: 'paid'; orderId: number } | { kind: 'declined' }
  /** Captured for an order that cannot take it (cancelled, paid by another payment, or a payment no longer its open one): to be refunded. */
  | { kind: 'needs_refund'; orderId: number; paymentId: number };

/** A result the gateway already told us about (a replay, or a second success of one payment) changes nothing. */
const SETTLED = ['succeeded', 'needs_refund', 'refunding', 'refunded'];

async function settleSuccess(trx: Transaction<Database>, paymentId: number, now: number): Promise<NotifyOutcome> {
  const found = await trx.selectFrom('payments').select('order_id').where('id', '=', paymentId).executeTakeFirst();
  if (!found) return { kind: 'ignored' };
  await lockOrder(trx, found.order_id);
  const payment = await trx.selectFrom('payments').select(['state', 'order_id']).where('id', '=', paymentId).executeTakeFirstOrThrow();
  if (SETTLED.includes(payment.state)) return { kind: 'ignored' };
  const order = await trx.selectFrom('orders').select(['id', 'status', 'number', 'total']).where('id', '=', payment.order_id).executeTakeFirstOrThrow();
  const open = (OPEN_PAYMENT_STATES as readonly string[]).includes(payment.state);
  if (!open || order.status !== 'pending_payment') return holdStrayPayment(trx, { paymentId, orderId: payment.order_id, orderStatus: order.status, paymentState: payment.state }, now);
  await trx.updateTable('payments').set({ state: 'succeeded', updated_at: now }).where('id', '=', paymentId).execute();
  await trx.updateTable('orders').set({ status: 'to_ship', paid_at: now, updated_at: now })
    .where('id', '=', payment.order_id).execute();
  await trx.insertInto('order_status_history').values({ order_id: payment.order_id, status: 'to_ship', created_at: now }).execute();
  await owePaidOrderInvoice(trx, order, now);
  return { kind: 'paid', orderId: payment.order_id };
}

async function settleDecline(trx: Transaction<Database>, paymentId: number, now: number): Promise<NotifyOutcome> {
  const declined = await trx.updateTable('payments').set({ state: 'declined', updated_at: now })
    .where('id', '=', paymentId).where('state', 'in', OPEN_PAYMENT_STATES).executeTakeFirst();
  return Number(declined.numUpdatedRows) > 0 ? { kind: 'declined' } : { kind: 'ignored' };
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
    const fresh = await trx.insertInto('payment_notifications').values({ nonce: fields.nonce, payment_id: fields.payment_id, created_at: now })
      .onConflict((oc) => oc.column('nonce').doNothing()).returning('nonce').executeTakeFirst();
    if (!fresh) return { kind: 'ignored' } as const;
    return fields.result === 'succeeded' ? settleSuccess(trx, fields.payment_id, now) : settleDecline(trx, fields.payment_id, now);
  });
}
