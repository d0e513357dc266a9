import type { OrderStatus } from '../checkout/orderStatus';
import { refundWindowOpen } from './refundRules';

/** What a member can do with an order: 重新付款 and 取消訂單 while unpaid, 申請退款 within 7 days of delivery, 評價 once completed. */
export type OrderAction = 'retry_payment' | 'cancel' | 'refund' | 'review';

export interface OrderActionFacts {
  status: OrderStatus;
  deliveredAt: number | null;
  /** Units still free to refund (bought minus those asked for or refunded). */
  refundableUnits: number;
}

export function orderActions(order: OrderActionFacts, now: number): OrderAction[] {
  const actions: OrderAction[] = [];
  if (order.status === 'pending_payment') actions.push('retry_payment', 'cancel');
  if (order.refundableUnits > 0 && refundWindowOpen(order.status, order.deliveredAt, now)) actions.push('refund');
  if (order.status === 'completed') actions.push('review');
  return actions;
}

export const canCancel = (status: OrderStatus): boolean => status === 'pending_payment';

/** The review page another part of the member area builds. */
export const reviewPath = (orderId: number): string => `/member/review?order=${orderId}`;
export const refundFormPath = (orderId: number): string => `/member/refund?order=${orderId}`;
export const refundDetailPath = (refundId: number): string => `/member/refund/detail?id=${refundId}`;
export const orderDetailPath = (orderId: number): string => `/member/order/detail?id=${orderId}`;
