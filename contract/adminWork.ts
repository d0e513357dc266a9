import { z } from 'zod/mini';

/** Response bodies of the staff's work: the refund queue and the Q&A report queue (issue 28). */
export const AdminRefundBody = z.object({
  id: z.number(),
  order_id: z.number(),
  order_number: z.string(),
  member_email: z.string(),
  status: z.string(),
  status_label: z.string(),
  amount: z.number(),
  refund_to: z.string(),
  reason_label: z.string(),
  note: z.string(),
  reject_reason: z.nullable(z.string()),
  created_at: z.number(),
});
export type AdminRefundBody = z.infer<typeof AdminRefundBody>;
export const AdminRefundPageBody = z.object({ rows: z.array(AdminRefundBody), total: z.number() });

export const RefundDecisionBody = z.object({ id: z.number(), status: z.string(), status_label: z.string() });

export const AdminQaReportBody = z.object({
  id: z.number(),
  target_type: z.enum(['question', 'answer']),
  target_id: z.number(),
  /** The question the post belongs to (the forum page to look at). */
  question_id: z.nullable(z.number()),
  excerpt: z.string(),
  reason: z.string(),
  note: z.string(),
  status: z.string(),
  status_label: z.string(),
  target_hidden: z.boolean(),
  created_at: z.number(),
});
export type AdminQaReportBody = z.infer<typeof AdminQaReportBody>;
export const AdminQaReportPageBody = z.object({ rows: z.array(AdminQaReportBody), total: z.number() });

export const QaReportDecisionBody = z.object({ id: z.number(), status: z.string(), status_label: z.string(), target_hidden: z.boolean() });
