import type { Kysely } from 'kysely';
import type { AdminRefundBody } from '../../../contract/adminWork';
import type { RefundQueueQuery } from '../../../contract/adminWorkRequests';
import { REFUND_REASON_LABELS, REFUND_STATUS_LABELS, type RefundReason, type RefundStatus } from '../../../src/domain/memberOrders/refunds';
import type { Database } from '../../db/schema';
import { countRefundQueue, listRefundQueue } from '../../db/repositories/admin/refunds';

/** 退款申請佇列: waiting ones oldest first (the queue's order), decided ones newest first. */
export async function refundQueue(db: Kysely<Database>, query: RefundQueueQuery): Promise<{ rows: AdminRefundBody[]; total: number }> {
  const [rows, total] = await Promise.all([
    listRefundQueue(db, query.status, { offset: query.page * query.page_size, limit: query.page_size }),
    countRefundQueue(db, query.status),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id, order_id: r.order_id, order_number: r.number, member_email: r.email, status: r.status,
      status_label: REFUND_STATUS_LABELS[r.status as RefundStatus] ?? r.status, amount: r.amount, refund_to: r.refund_to,
      reason_label: REFUND_REASON_LABELS[r.reason as RefundReason] ?? r.reason, note: r.note, reject_reason: r.reject_reason ?? null,
      created_at: Number(r.created_at),
    })),
  };
}
