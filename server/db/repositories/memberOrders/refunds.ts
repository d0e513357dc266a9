import type { Insertable, Kysely } from 'kysely';
import type { RefundLinesTable, RefundsTable } from '../../memberOrdersSchema';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

const summaries = (db: Db, memberId: number) =>
  db.selectFrom('refunds').innerJoin('orders', 'orders.id', 'refunds.order_id')
    .select(['refunds.id', 'refunds.order_id', 'orders.number', 'refunds.status', 'refunds.amount', 'refunds.refund_to', 'refunds.created_at',
      'refunds.reason', 'refunds.note', 'refunds.credit_returned', 'refunds.decided_at', 'refunds.refunded_at', 'refunds.reject_reason'])
    .where('refunds.member_id', '=', memberId);

/** A member's refunds with their order number, newest first. */
export async function listRefundSummaries(db: Db, memberId: number) {
  return summaries(db, memberId).orderBy('refunds.created_at', 'desc').orderBy('refunds.id', 'desc').execute();
}

/** One of the member's refunds; another member's is undefined. */
export async function findRefundSummary(db: Db, memberId: number, refundId: number) {
  return summaries(db, memberId).where('refunds.id', '=', refundId).executeTakeFirst();
}

export type RefundSummaryRow = Awaited<ReturnType<typeof listRefundSummaries>>[number];

/** The lines of some refunds with their order line's title, size and image, in order. */
export async function listRefundLinesWithTitles(db: Db, refundIds: readonly number[]) {
  return db.selectFrom('refund_lines').innerJoin('order_lines', 'order_lines.id', 'refund_lines.order_line_id')
    .select(['refund_lines.refund_id', 'refund_lines.option_id', 'order_lines.product_title', 'order_lines.size', 'order_lines.image',
      'refund_lines.quantity', 'refund_lines.amount'])
    .where('refund_lines.refund_id', 'in', [...refundIds]).orderBy('refund_lines.id').execute();
}

export async function insertRefund(db: Db, row: Insertable<RefundsTable>): Promise<number> {
  return (await db.insertInto('refunds').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertRefundLines(db: Db, lines: readonly Insertable<RefundLinesTable>[]): Promise<void> {
  await db.insertInto('refund_lines').values([...lines]).execute();
}

/** Units of the order's lines that refunds in `statuses` hold, one row per refund line. */
export async function listRefundLineQuantities(db: Db, orderId: number, statuses: readonly string[]) {
  return db.selectFrom('refund_lines').innerJoin('refunds', 'refunds.id', 'refund_lines.refund_id')
    .select(['refund_lines.order_line_id', 'refund_lines.quantity'])
    .where('refunds.order_id', '=', orderId).where('refunds.status', 'in', [...statuses]).execute();
}

export async function listRefundStock(db: Db, refundId: number) {
  return db.selectFrom('refund_lines').select(['option_id', 'quantity']).where('refund_id', '=', refundId).execute();
}

/** Refunds still asked for, made at or before `before`, by id. */
export async function listRequestedRefundIds(db: Db, before: number): Promise<number[]> {
  const rows = await db.selectFrom('refunds').select('id').where('status', '=', 'requested')
    .where('created_at', '<=', before).orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** requested (or approved: its gateway refund went through) → refunded in one guarded statement; undefined when it was not `from`. */
export async function markRequestedRefundPaid(db: Db, refundId: number, now: number, from: 'requested' | 'approved' = 'requested') {
  return db.updateTable('refunds').set({ status: 'refunded', decided_at: now, refunded_at: now })
    .where('id', '=', refundId).where('status', '=', from)
    .returning(['id', 'order_id', 'member_id', 'amount', 'credit_returned', 'refund_to']).executeTakeFirst();
}
