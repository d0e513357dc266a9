import { sql, type Transaction } from 'kysely';
import { taipeiDate } from '../../../src/domain/checkout/orderNumber';
import type { OrderStatus } from '../../../src/domain/checkout/orderStatus';
import type { RefundDestination } from '../../../src/domain/memberOrders/refunds';
import type { Database } from '../../db/schema';
import { DEMO_TIMINGS } from './demoTimings';
import type { JobDeps } from './fulfilment';
import { sendRefundMail, sendStatusMail } from './orderMail';
import { refundLineFacts } from './refundFacts';

type Trx = Transaction<Database>;

/** The money goes back: a refund payment on the original method (card brand and last four kept), or shopping credit. */
async function payBack(trx: Trx, refund: { id: number; order_id: number; member_id: number; amount: number; credit_returned: number; refund_to: string }, now: number) {
  const toCredit = refund.refund_to === 'credit';
  const credit = refund.credit_returned + (toCredit ? refund.amount : 0);
  if (credit > 0) await trx.insertInto('credit_ledger').values({ member_id: refund.member_id, amount: credit, reason: 'refund', order_id: refund.order_id, created_at: now }).execute();
  if (toCredit || refund.amount === 0) return;
  const order = await trx.selectFrom('orders').select('payment_method').where('id', '=', refund.order_id).executeTakeFirstOrThrow();
  const paid = await trx.selectFrom('payments').select(['method', 'card_brand', 'card_last4']).where('order_id', '=', refund.order_id)
    .where('state', '=', 'succeeded').where('amount', '>', 0).orderBy('id', 'desc').executeTakeFirst();
  await trx.insertInto('payments').values({
    order_id: refund.order_id, method: paid?.method ?? order.payment_method, gateway: 'refund', state: 'succeeded', amount: -refund.amount,
    card_brand: paid?.card_brand ?? null, card_last4: paid?.card_last4 ?? null, bank_code: null, virtual_account: null, deadline: null, challenge_hash: null,
    created_at: now, updated_at: now,
  }).execute();
}

/**
 * A line refunded in full takes back the credit its review earned (the review stays: it is still the
 * parent's opinion). The guarded update on reviews.credit makes it once per review, even if two refunds
 * of the line are approved together. The balance may go below zero: later credit pays it off first.
 */
async function takeBackReviewCredit(trx: Trx, orderId: number, memberId: number, now: number): Promise<void> {
  const reviewed = await trx.selectFrom('reviews').innerJoin('order_lines', 'order_lines.id', 'reviews.order_line_id')
    .select(['reviews.id', 'reviews.credit', 'order_lines.id as line_id', 'order_lines.quantity'])
    .where('order_lines.order_id', '=', orderId).where('reviews.credit', '>', 0).execute();
  if (reviewed.length === 0) return;
  const refunded = await trx.selectFrom('refund_lines').innerJoin('refunds', 'refunds.id', 'refund_lines.refund_id')
    .select(['refund_lines.order_line_id', 'refund_lines.quantity']).where('refunds.order_id', '=', orderId).where('refunds.status', '=', 'refunded').execute();
  for (const review of reviewed) {
    const back = refunded.filter((r) => r.order_line_id === review.line_id).reduce((sum, r) => sum + r.quantity, 0);
    if (back < review.quantity) continue;
    const taken = await trx.updateTable('reviews').set({ credit: 0 }).where('id', '=', review.id).where('credit', '=', review.credit).executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) continue;
    await trx.insertInto('credit_ledger').values({ member_id: memberId, amount: -review.credit, reason: 'review_reversed', order_id: orderId, created_at: now }).execute();
  }
}

/** Once every unit is refunded the order is 已退款 (through 退款處理中, the order state machine's way). */
async function closeOrderIfAllRefunded(trx: Trx, orderId: number, now: number): Promise<boolean> {
  const refunded = await trx.selectFrom('refund_lines').innerJoin('refunds', 'refunds.id', 'refund_lines.refund_id')
    .select(['refund_lines.order_line_id', 'refund_lines.quantity']).where('refunds.order_id', '=', orderId).where('refunds.status', '=', 'refunded').execute();
  const lines = await refundLineFacts(trx, orderId);
  const all = lines.every((l) => refunded.filter((r) => r.order_line_id === l.orderLineId).reduce((s, r) => s + r.quantity, 0) >= l.bought);
  if (!all) return false;
  const order = await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
  const path: OrderStatus[] = order.status === 'refund_requested' ? ['refunding', 'refunded'] : order.status === 'refunding' ? ['refunded'] : [];
  for (const status of path) {
    await trx.updateTable('orders').set({ status, updated_at: now }).where('id', '=', orderId).execute();
    await trx.insertInto('order_status_history').values({ order_id: orderId, status, created_at: now }).execute();
  }
  return path.length > 0;
}

/** Pays one requested refund back (card or credit), returns its stock, writes its 折讓 and closes a fully refunded order; null when no longer requested. Staff approval (services/admin) and the demo job share it. */
export async function approveOne(trx: Trx, refundId: number, now: number) {
  const refund = await trx.updateTable('refunds').set({ status: 'refunded', decided_at: now, refunded_at: now })
    .where('id', '=', refundId).where('status', '=', 'requested')
    .returning(['id', 'order_id', 'member_id', 'amount', 'credit_returned', 'refund_to']).executeTakeFirst();
  if (!refund) return null;
  const lines = await trx.selectFrom('refund_lines').select(['option_id', 'quantity']).where('refund_id', '=', refundId).execute();
  for (const line of lines) await trx.updateTable('options').set({ stock: sql<number>`stock + ${line.quantity}` }).where('id', '=', line.option_id).execute();
  await payBack(trx, refund, now);
  await takeBackReviewCredit(trx, refund.order_id, refund.member_id, now);
  await trx.insertInto('invoice_allowances').values({
    refund_id: refund.id, order_id: refund.order_id, number: `AL${taipeiDate(now)}${String(refund.id).padStart(6, '0')}`, amount: refund.amount, created_at: now,
  }).execute();
  return { ...refund, orderRefunded: await closeOrderIfAllRefunded(trx, refund.order_id, now) };
}

/**
 * Demo customer service: approves every refund requested at least DEMO_TIMINGS.approveRefundAfterMs
 * ago and pays it back (card or credit), returns the stock, writes the 折讓 record, and closes a
 * fully refunded order. Each refund in its own transaction, guarded on its status. Returns the ids paid.
 */
export async function approveRefunds(deps: JobDeps, now: number): Promise<number[]> {
  const due = await deps.db.selectFrom('refunds').select('id').where('status', '=', 'requested')
    .where('created_at', '<=', now - DEMO_TIMINGS.approveRefundAfterMs).orderBy('id').execute();
  const paid: number[] = [];
  for (const { id } of due) {
    const refund = await deps.db.transaction().execute((trx) => approveOne(trx, id, now));
    if (!refund) continue;
    paid.push(id);
    await sendRefundMail(deps.db, deps.mailer, deps.origin, { id, orderId: refund.order_id, amount: refund.amount, refundTo: refund.refund_to as RefundDestination, paid: true });
    if (refund.orderRefunded) await sendStatusMail(deps.db, deps.mailer, deps.origin, refund.order_id, 'refunded');
  }
  return paid;
}
