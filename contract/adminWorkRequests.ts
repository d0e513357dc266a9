import { z } from 'zod/mini';
import { PageQuery } from './adminRequests';

/** Request schemas of the staff's work: the refund queue and the Q&A report queue. */
const id = z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));
export const AdminIdParams = z.object({ id });

export const RefundQueueQuery = z.object({ ...PageQuery, status: z._default(z.enum(['requested', 'decided', 'all']), 'requested') });
export type RefundQueueQuery = z.infer<typeof RefundQueueQuery>;

export const RejectRefundRequest = z.object({ reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)) });

export const QaReportQuery = z.object({ ...PageQuery, status: z._default(z.enum(['open', 'decided', 'all']), 'open') });
export type QaReportQuery = z.infer<typeof QaReportQuery>;
