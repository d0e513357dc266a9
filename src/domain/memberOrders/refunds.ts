import type { OrderStatus } from '../checkout/orderStatus';
import type { PaymentMethod } from '../checkout/payments';
import { MemberOrderMessages as M } from './messages';
import type { OrderTab } from './orderTabs';

export const REFUND_STATUSES = ['requested', 'approved', 'refunded', 'rejected'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  requested: M.REFUND_STATUS_REQUESTED, approved: M.REFUND_STATUS_APPROVED, refunded: M.REFUND_STATUS_REFUNDED, rejected: M.REFUND_STATUS_REJECTED,
};

export const REFUND_DESTINATIONS = ['original', 'credit'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];
export const REFUND_DESTINATION_LABELS: Record<RefundDestination, string> = { original: M.REFUND_TO_ORIGINAL, credit: M.REFUND_TO_CREDIT };

export const REFUND_REASONS = ['defective', 'not_as_described', 'wrong_item', 'size', 'changed_mind', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  defective: M.REASON_DEFECTIVE, not_as_described: M.REASON_NOT_AS_DESCRIBED, wrong_item: M.REASON_WRONG_ITEM, size: M.REASON_SIZE,
  changed_mind: M.REASON_CHANGED_MIND, other: M.REASON_OTHER,
};
export const REFUND_NOTE_MAX = 200;

/** 其他 needs a few words; every note stays under 200 characters. Returns the problem's text or null. */
export function refundNoteProblem(reason: RefundReason, note: string): string | null {
  if (reason === 'other' && note.trim().length === 0) return M.REFUND_NOTE_REQUIRED;
  if (note.trim().length > REFUND_NOTE_MAX) return M.REFUND_NOTE_TOO_LONG;
  return null;
}

/** One row of 訂單查詢. */
export interface OrderSummary {
  id: number;
  number: string;
  status: OrderStatus;
  statusLabel: string;
  createdAt: number;
  total: number;
  itemCount: number;
  firstTitle: string;
  firstImage: string;
  paymentMethod: PaymentMethod;
}

export interface OrderPage {
  orders: OrderSummary[];
  counts: Record<OrderTab, number>;
  page: number;
  pageCount: number;
}

export interface RefundLine { optionId: number; productTitle: string; size: string; image: string; quantity: number; amount: number }

export interface RefundSummary {
  id: number;
  orderId: number;
  orderNumber: string;
  status: RefundStatus;
  statusLabel: string;
  amount: number;
  refundTo: RefundDestination;
  createdAt: number;
  itemCount: number;
  firstTitle: string;
}

export interface RefundDetail extends RefundSummary {
  reason: RefundReason;
  reasonLabel: string;
  note: string;
  /** Shopping credit used on the order, returned as credit alongside the money. */
  creditReturned: number;
  lines: RefundLine[];
  timeline: { status: RefundStatus; label: string; at: number }[];
  allowance: { number: string; amount: number; createdAt: number } | null;
}

export interface RefundRequest {
  orderId: number;
  lines: { optionId: number; quantity: number }[];
  reason: RefundReason;
  note: string;
  refundTo: RefundDestination;
}
