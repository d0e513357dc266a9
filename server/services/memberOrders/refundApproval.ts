import type { Transaction } from 'kysely';
import { lockOrderRow } from '../../db/repositories/orders/orderLock';
import type { OrderStatus } from '../../../src/domain/checkout/orderStatus';
import type { RefundDestination } from '../../../src/domain/memberOrders/refunds';
import type { Database } from '../../db/schema';
import { oweRefundAllowance } from '../invoices/allowanceWork';
import { DEMO_TIMINGS } from './demoTimings';
import type { JobDeps } from './fulfilment';
import { sendRefundMail, sendStatusMail } from './orderMail';
import { insertCreditEntries } from '../../db/repositories/memberWallet/creditLedger';
import {
  listRefundLineQuantities, listRefundStock, listRequestedRefundIds, markRequestedRefundPaid,
} from '../../db/repositories/memberOrders/refunds';
import { listCreditedReviewsOfOrder, takeReviewCredit } from '../../db/repositories/memberOrders/reviewCredit';
import { findOrderPaymentMethod, findOrderStatus, setOrderStatus } from '../../db/repositories/orders/orders';
import { insertStatusHistory } from '../../db/repositories/orders/statusHistory';
import { returnStock } from '../../db/repositories/orders/stock';
import { findLatestSucceededCharge, insertPayment } from '../../db/repositories/payments/payments';
import { refundLineFacts } from './refundFacts';

type Trx = Transaction<Database>;

/** The money goes back: a refund payment on the original method (card brand and last four kept), or shopping credit. */
async function payBack(trx: Trx, refund: { id: number; order_id: number; member_id: number; amount: number; credit_returned: number; refund_to: string }, now: number) {
  const toCredit = refund.refund_to === 'credit';
  const credit = refund.credit_returned + (toCredit ? refund.amount : 0);
  if (credit > 0) await insertCreditEntries(trx, [{ member_id: refund.member_id, amount: credit, reason: 'refund', order_id: refund.order_id, created_at: now }]);
  if (toCredit || refund.amount === 0) return;
  const paymentMethod = await findOrderPaymentMethod(trx, refund.order_id);
  const paid = await findLatestSucceededCharge(trx, refund.order_id);
  await insertPayment(trx, {
    order_id: refund.order_id, method: paid?.method ?? paymentMethod, gateway: 'refund', state: 'succeeded', amount: -refund.amount,
    card_brand: paid?.card_brand ?? null, card_last4: paid?.card_last4 ?? null, bank_code: null, virtual_account: null, deadline: null, challenge_hash: null,
    created_at: now, updated_at: now,
  });
}

/**
 * A line refunded in full takes back the credit its review earned (the review stays: it is still the
 * parent's opinion). The guarded update on reviews.credit makes it once per review, even if two refunds
 * of the line are approved together. The balance may go below zero: later credit pays it off first.
 */
async function takeBackReviewCredit(trx: Trx, orderId: number, memberId: number, now: number): Promise<void> {
  const reviewed = await listCreditedReviewsOfOrder(trx, orderId);
  if (reviewed.length === 0) return;
  const refunded = await listRefundLineQuantities(trx, orderId, ['refunded']);
  for (const review of reviewed) {
    const back = refunded.filter((r) => r.order_line_id === review.line_id).reduce((sum, r) => sum + r.quantity, 0);
    if (back < review.quantity) continue;
    if (!(await takeReviewCredit(trx, review.id, review.credit))) continue;
    await insertCreditEntries(trx, [{ member_id: memberId, amount: -review.credit, reason: 'review_reversed', order_id: orderId, created_at: now }]);
  }
}

/** Once every unit is refunded the order is 已退款 (through 退款處理中, the order state machine's way). */
async function closeOrderIfAllRefunded(trx: Trx, orderId: number, now: number): Promise<boolean> {
  const refunded = await listRefundLineQuantities(trx, orderId, ['refunded']);
  const lines = await refundLineFacts(trx, orderId);
  const all = lines.every((l) => refunded.filter((r) => r.order_line_id === l.orderLineId).reduce((s, r) => s + r.quantity, 0) >= l.bought);
  if (!all) return false;
  const current = await findOrderStatus(trx, orderId);
  const path: OrderStatus[] = current === 'refund_requested' ? ['refunding', 'refunded'] : current === 'refunding' ? ['refunded'] : [];
  for (const status of path) {
    await setOrderStatus(trx, orderId, status, now);
    await insertStatusHistory(trx, orderId, status, now);
  }
  return path.length > 0;
}

/** Pays one requested refund back (card or credit), returns its stock, owes its 折讓 (issued after commit) and closes a fully refunded order; null when no longer `from` (approved: staff's gateway refund went through). Staff approval (services/admin) and the demo job share it. */
export async function approveOne(trx: Trx, refundId: number, now: number, from: 'requested' | 'approved' = 'requested') {
  const refund = await markRequestedRefundPaid(trx, refundId, now, from);
  if (!refund) return null;
  // Two approvals of one order's refunds (staff, the demo job) take turns, so the last one sees every line and closes the order.
  await lockOrderRow(trx, refund.order_id);
  const lines = await listRefundStock(trx, refundId);
  for (const line of lines) await returnStock(trx, line.option_id, line.quantity);
  await payBack(trx, refund, now);
  await takeBackReviewCredit(trx, refund.order_id, refund.member_id, now);
  await oweRefundAllowance(trx, refund, now);
  return { ...refund, orderRefunded: await closeOrderIfAllRefunded(trx, refund.order_id, now) };
}

/**
 * Demo customer service: approves every refund requested at least DEMO_TIMINGS.approveRefundAfterMs
 * ago and pays it back (card or credit), returns the stock, owes the 折讓 (issued once committed), and closes a
 * fully refunded order. Each refund in its own transaction, guarded on its status. Returns the ids paid.
 */
export async function approveRefunds(deps: JobDeps, now: number): Promise<number[]> {
  const due = await listRequestedRefundIds(deps.db, now - DEMO_TIMINGS.approveRefundAfterMs);
  const paid: number[] = [];
  for (const id of due) {
    const refund = await deps.db.transaction().execute((trx) => approveOne(trx, id, now));
    if (!refund) continue;
    paid.push(id);
    await deps.afterRefund?.(id);
    await sendRefundMail(deps.db, deps.mailer, deps.origin, { id, orderId: refund.order_id, amount: refund.amount, refundTo: refund.refund_to as RefundDestination, paid: true });
    if (refund.orderRefunded) await sendStatusMail(deps.db, deps.mailer, deps.origin, refund.order_id, 'refunded');
  }
  return paid;
}
