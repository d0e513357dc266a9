import type { Kysely } from 'kysely';
import type { RefundDetailBody, RefundSummaryBody } from '../../../contract/memberOrders';
import {
  REFUND_REASON_LABELS, REFUND_STATUS_LABELS, type RefundDestination, type RefundReason, type RefundStatus,
} from '../../../src/domain/memberOrders/refunds';
import { issuedAllowanceOfRefund } from '../../db/repositories/invoices/invoiceFacts';
import type { Database } from '../../db/schema';
import {
  findRefundSummary, listRefundLinesWithTitles, listRefundSummaries, type RefundSummaryRow as Row,
} from '../../db/repositories/memberOrders/refunds';

type Db = Kysely<Database>;

async function linesOf(db: Db, refundIds: number[]) {
  if (refundIds.length === 0) return [];
  return listRefundLinesWithTitles(db, refundIds);
}

function summary(row: Row, lines: Awaited<ReturnType<typeof linesOf>>): RefundSummaryBody {
  const own = lines.filter((l) => l.refund_id === row.id);
  const status = row.status as RefundStatus;
  return {
    id: row.id, order_id: row.order_id, order_number: row.number, status, status_label: REFUND_STATUS_LABELS[status], amount: row.amount,
    refund_to: row.refund_to as RefundDestination, created_at: Number(row.created_at), item_count: own.reduce((s, l) => s + l.quantity, 0),
    first_title: own[0]?.product_title ?? '',
  };
}

/** 退款查詢: the member's refunds, newest first. */
export async function listRefunds(db: Db, memberId: number): Promise<RefundSummaryBody[]> {
  const rows = await listRefundSummaries(db, memberId);
  const lines = await linesOf(db, rows.map((r) => r.id));
  return rows.map((r) => summary(r, lines));
}

function timeline(row: Row): RefundDetailBody['timeline'] {
  const steps: RefundDetailBody['timeline'] = [{ status: 'requested', label: REFUND_STATUS_LABELS.requested, at: Number(row.created_at) }];
  const decided = row.decided_at === null ? null : Number(row.decided_at);
  if (decided !== null && row.status === 'rejected') steps.push({ status: 'rejected', label: REFUND_STATUS_LABELS.rejected, at: decided });
  if (decided !== null && row.status !== 'rejected') steps.push({ status: 'approved', label: REFUND_STATUS_LABELS.approved, at: decided });
  if (row.refunded_at !== null) steps.push({ status: 'refunded', label: REFUND_STATUS_LABELS.refunded, at: Number(row.refunded_at) });
  return steps;
}

/** One of the member's refunds with its lines, destination, timeline and 折讓 record; another member's is null (404). */
export async function refundDetail(db: Db, memberId: number, refundId: number): Promise<RefundDetailBody | null> {
  const row = await findRefundSummary(db, memberId, refundId);
  if (!row) return null;
  const [lines, allowance] = await Promise.all([
    linesOf(db, [row.id]),
    issuedAllowanceOfRefund(db, row.id),
  ]);
  return {
    ...summary(row, lines),
    reason: row.reason as RefundReason, reason_label: REFUND_REASON_LABELS[row.reason as RefundReason], note: row.note, credit_returned: row.credit_returned,
    lines: lines.map((l) => ({ option_id: l.option_id, product_title: l.product_title, size: l.size, image: l.image, quantity: l.quantity, amount: l.amount })),
    timeline: timeline(row),
    allowance: allowance?.number ? { number: allowance.number, amount: allowance.amount, created_at: Number(allowance.issued_at) } : null,
    reject_reason: row.reject_reason ?? null,
  };
}
