import { z } from 'zod/mini';
import { PAYMENT_METHODS } from './checkoutConstants';
import { ORDER_STATUSES } from './orders';

/** Responses of the member's orders and refunds (GET /v1/orders, /v1/refunds…). */
export const ORDER_LIST_TYPES = ['all', 'unpaid', 'to-ship', 'shipped', 'completed', 'cancelled'] as const;
export const REFUND_STATUSES = ['requested', 'approved', 'refunded', 'rejected'] as const;
export const REFUND_DESTINATIONS = ['original', 'credit'] as const;
export const REFUND_REASONS = ['defective', 'not_as_described', 'wrong_item', 'size', 'changed_mind', 'other'] as const;

export const MemberOrdersErrorCode = {
  ORDER_NOT_CANCELLABLE: 'ORDER_NOT_CANCELLABLE',
  REFUND_NOT_ALLOWED: 'REFUND_NOT_ALLOWED',
  REFUND_WINDOW_CLOSED: 'REFUND_WINDOW_CLOSED',
  REFUND_NO_LINES: 'REFUND_NO_LINES',
  REFUND_OVER_QUANTITY: 'REFUND_OVER_QUANTITY',
} as const;

export const OrderSummaryBody = z.object({
  id: z.int(), number: z.string(), status: z.enum(ORDER_STATUSES), status_label: z.string(), created_at: z.int(), total: z.int(),
  item_count: z.int(), first_title: z.string(), first_image: z.string(), payment_method: z.enum(PAYMENT_METHODS),
});
export type OrderSummaryBody = z.infer<typeof OrderSummaryBody>;

export const OrderListBody = z.object({
  orders: z.array(OrderSummaryBody),
  counts: z.record(z.enum(ORDER_LIST_TYPES), z.int()),
  page: z.int(),
  page_count: z.int(),
});
export type OrderListBody = z.infer<typeof OrderListBody>;

export const CancelledOrderBody = z.object({ order_id: z.int(), status: z.enum(ORDER_STATUSES), status_label: z.string() });
export type CancelledOrderBody = z.infer<typeof CancelledOrderBody>;

export const RefundSummaryBody = z.object({
  id: z.int(), order_id: z.int(), order_number: z.string(), status: z.enum(REFUND_STATUSES), status_label: z.string(), amount: z.int(),
  refund_to: z.enum(REFUND_DESTINATIONS), created_at: z.int(), item_count: z.int(), first_title: z.string(),
});
export type RefundSummaryBody = z.infer<typeof RefundSummaryBody>;

export const RefundListBody = z.object({ refunds: z.array(RefundSummaryBody) });
export type RefundListBody = z.infer<typeof RefundListBody>;

export const RefundDetailBody = z.extend(RefundSummaryBody, {
  reason: z.enum(REFUND_REASONS), reason_label: z.string(), note: z.string(), credit_returned: z.int(),
  lines: z.array(z.object({ option_id: z.int(), product_title: z.string(), size: z.string(), image: z.string(), quantity: z.int(), amount: z.int() })),
  timeline: z.array(z.object({ status: z.enum(REFUND_STATUSES), label: z.string(), at: z.int() })),
  allowance: z.nullable(z.object({ number: z.string(), amount: z.int(), created_at: z.int() })),
  /** Why customer service rejected it (issue 28); null otherwise. */
  reject_reason: z.optional(z.nullable(z.string())),
});
export type RefundDetailBody = z.infer<typeof RefundDetailBody>;
