import { CheckoutMessages } from './messages';

export type OrderStatus =
  | 'pending_payment' | 'to_ship' | 'shipped' | 'delivered' | 'completed' | 'cancelled'
  | 'refund_requested' | 'refunding' | 'refunded';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: CheckoutMessages.STATUS_PENDING_PAYMENT,
  to_ship: CheckoutMessages.STATUS_TO_SHIP,
  shipped: CheckoutMessages.STATUS_SHIPPED,
  delivered: CheckoutMessages.STATUS_DELIVERED,
  completed: CheckoutMessages.STATUS_COMPLETED,
  cancelled: CheckoutMessages.STATUS_CANCELLED,
  refund_requested: CheckoutMessages.STATUS_REFUND_REQUESTED,
  refunding: CheckoutMessages.STATUS_REFUNDING,
  refunded: CheckoutMessages.STATUS_REFUNDED,
};

/** Where an order may go next. Cash on delivery ships before it is paid, so 待付款 → 已出貨 is allowed for it only. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['to_ship', 'cancelled', 'shipped'],
  to_ship: ['shipped', 'refunding', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['completed', 'refund_requested'],
  completed: ['refund_requested'],
  cancelled: [],
  refund_requested: ['refunding', 'completed'],
  refunding: ['refunded'],
  refunded: [],
};

export function canMove(from: OrderStatus, to: OrderStatus, cashOnDelivery = false): boolean {
  if (from === 'pending_payment' && to === 'shipped') return cashOnDelivery;
  return NEXT[from].includes(to);
}

export const isOrderStatus = (value: string): value is OrderStatus => value in NEXT;
