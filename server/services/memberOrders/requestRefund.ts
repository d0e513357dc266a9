import type { Kysely, Transaction } from 'kysely';
import { canMove } from '../../../src/domain/checkout/orderStatus';
import { refundAmounts, refundProblem, wholeOrderClaimed, type RefundProblem } from '../../../src/domain/memberOrders/refundRules';
import type { RefundDestination, RefundReason } from '../../../src/domain/memberOrders/refunds';
import type { Database } from '../../db/schema';
import { lockOrderRow } from '../../db/repositories/orders/orderLock';
import { setOrderStatus } from '../../db/repositories/orders/orders';
import { insertStatusHistory } from '../../db/repositories/orders/statusHistory';
import { insertRefund, insertRefundLines } from '../../db/repositories/memberOrders/refunds';
import { refundOrderFacts } from './refundFacts';

export interface RefundInput {
  memberId: number;
  orderId: number;
  lines: { optionId: number; quantity: number }[];
  reason: RefundReason;
  note: string;
  refundTo: RefundDestination;
  now: number;
}

export type RefundOutcome = { kind: 'requested'; refundId: number; amount: number } | { kind: 'not-found' } | { kind: 'refused'; problem: RefundProblem };

async function requestInside(trx: Transaction<Database>, input: RefundInput): Promise<RefundOutcome> {
  // Two requests for the same order take turns, so together they never claim more than was bought.
  await lockOrderRow(trx, input.orderId);
  const order = await refundOrderFacts(trx, input.memberId, input.orderId);
  if (!order) return { kind: 'not-found' };
  const problem = refundProblem(order, input.lines, input.now);
  if (problem) return { kind: 'refused', problem };
  const money = refundAmounts({ paid: order.total, lines: order.lines, wanted: input.lines });
  const credit = refundAmounts({ paid: order.credit_used, lines: order.lines, wanted: input.lines });
  const refundId = await insertRefund(trx, {
    member_id: input.memberId, order_id: order.id, status: 'requested', reason: input.reason, note: input.note.trim(), refund_to: input.refundTo,
    amount: money.amount, credit_returned: credit.amount, created_at: input.now, decided_at: null, refunded_at: null,
  });
  await insertRefundLines(trx, money.lines.map((l) => ({
    refund_id: refundId, order_line_id: order.lines.find((o) => o.optionId === l.optionId)!.orderLineId, option_id: l.optionId, quantity: l.quantity, amount: l.amount,
  })));
  const claimed = order.lines.map((l) => ({ bought: l.bought, claimed: l.claimed + (money.lines.find((m) => m.optionId === l.optionId)?.quantity ?? 0) }));
  // The whole order asked back: the order itself shows 退款申請中; a partial refund keeps its status and holds only its lines.
  if (wholeOrderClaimed(claimed) && canMove(order.status, 'refund_requested')) {
    await setOrderStatus(trx, order.id, 'refund_requested', input.now);
    await insertStatusHistory(trx, order.id, 'refund_requested', input.now);
  }
  return { kind: 'requested', refundId, amount: money.amount };
}

/** 申請退款: checks the rules (state, 鑑賞期, quantities), prices the lines' share and holds them, in one transaction. */
export async function requestRefund(db: Kysely<Database>, input: RefundInput): Promise<RefundOutcome> {
  return db.transaction().execute((trx) => requestInside(trx, input));
}
