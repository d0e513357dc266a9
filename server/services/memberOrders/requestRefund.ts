import { sql, type Kysely, type Transaction } from 'kysely';
import { canMove } from '../../../src/domain/checkout/orderStatus';
import { refundAmounts, refundProblem, wholeOrderClaimed, type RefundProblem } from '../../../src/domain/memberOrders/refundRules';
import type { RefundDestination, RefundReason } from '../../../src/domain/memberOrders/refunds';
import { isPostgres } from '../../db/database';
import type { Database } from '../../db/schema';
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
  if (isPostgres<Database>(trx)) await sql`select id from orders where id = ${input.orderId} for update`.execute(trx);
  const order = await refundOrderFacts(trx, input.memberId, input.orderId);
  if (!order) return { kind: 'not-found' };
  const problem = refundProblem(order, input.lines, input.now);
  if (problem) return { kind: 'refused', problem };
  const money = refundAmounts({ paid: order.total, lines: order.lines, wanted: input.lines });
  const credit = refundAmounts({ paid: order.credit_used, lines: order.lines, wanted: input.lines });
  const refund = await trx.insertInto('refunds').values({
    member_id: input.memberId, order_id: order.id, status: 'requested', reason: input.reason, note: input.note.trim(), refund_to: input.refundTo,
    amount: money.amount, credit_returned: credit.amount, created_at: input.now, decided_at: null, refunded_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  await trx.insertInto('refund_lines').values(money.lines.map((l) => ({
    refund_id: refund.id, order_line_id: order.lines.find((o) => o.optionId === l.optionId)!.orderLineId, option_id: l.optionId, quantity: l.quantity, amount: l.amount,
  }))).execute();
  const claimed = order.lines.map((l) => ({ bought: l.bought, claimed: l.claimed + (money.lines.find((m) => m.optionId === l.optionId)?.quantity ?? 0) }));
  // The whole order asked back: the order itself shows 退款申請中; a partial refund keeps its status and holds only its lines.
  if (wholeOrderClaimed(claimed) && canMove(order.status, 'refund_requested')) {
    await trx.updateTable('orders').set({ status: 'refund_requested', updated_at: input.now }).where('id', '=', order.id).execute();
    await trx.insertInto('order_status_history').values({ order_id: order.id, status: 'refund_requested', created_at: input.now }).execute();
  }
  return { kind: 'requested', refundId: refund.id, amount: money.amount };
}

/** 申請退款: checks the rules (state, 鑑賞期, quantities), prices the lines' share and holds them, in one transaction. */
export async function requestRefund(db: Kysely<Database>, input: RefundInput): Promise<RefundOutcome> {
  return db.transaction().execute((trx) => requestInside(trx, input));
}
