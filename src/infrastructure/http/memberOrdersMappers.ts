import type { CancelledOrderBody, OrderListBody, OrderSummaryBody, RefundDetailBody, RefundSummaryBody } from '../../../contract/memberOrders';
import type { OrderPage, OrderSummary, RefundDetail, RefundRequest, RefundSummary } from '../../domain/memberOrders/refunds';

/** Wire (snake_case, contract/) ⇄ domain values of the member's orders and refunds. */
export const toOrderSummary = (b: OrderSummaryBody): OrderSummary => ({
  id: b.id, number: b.number, status: b.status, statusLabel: b.status_label, createdAt: b.created_at, total: b.total, itemCount: b.item_count,
  firstTitle: b.first_title, firstImage: b.first_image, paymentMethod: b.payment_method,
});

export const toOrderPage = (b: OrderListBody): OrderPage => ({
  orders: b.orders.map(toOrderSummary),
  counts: b.counts,
  page: b.page,
  pageCount: b.page_count,
});

export const toCancelled = (b: CancelledOrderBody) => ({ orderId: b.order_id, status: b.status, statusLabel: b.status_label });

export const toRefundSummary = (b: RefundSummaryBody): RefundSummary => ({
  id: b.id, orderId: b.order_id, orderNumber: b.order_number, status: b.status, statusLabel: b.status_label, amount: b.amount, refundTo: b.refund_to,
  createdAt: b.created_at, itemCount: b.item_count, firstTitle: b.first_title,
});

export const toRefundDetail = (b: RefundDetailBody): RefundDetail => ({
  ...toRefundSummary(b),
  reason: b.reason, reasonLabel: b.reason_label, note: b.note, creditReturned: b.credit_returned,
  lines: b.lines.map((l) => ({ optionId: l.option_id, productTitle: l.product_title, size: l.size, image: l.image, quantity: l.quantity, amount: l.amount })),
  timeline: b.timeline,
  allowance: b.allowance ? { number: b.allowance.number, amount: b.allowance.amount, createdAt: b.allowance.created_at } : null,
});

export const refundRequestWire = (r: RefundRequest) => ({
  order_id: r.orderId, lines: r.lines.map((l) => ({ option_id: l.optionId, quantity: l.quantity })), reason: r.reason, note: r.note, refund_to: r.refundTo,
});
