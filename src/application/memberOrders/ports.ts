import type { OrderStatus } from '../../domain/checkout/orderStatus';
import type { OrderTab } from '../../domain/memberOrders/orderTabs';
import type { OrderPage, RefundDetail, RefundRequest, RefundSummary } from '../../domain/memberOrders/refunds';

/** The member's orders: 訂單查詢 by tab and page, and 取消訂單 (GET /v1/orders, POST /v1/orders/cancel). */
export interface MemberOrderGateway {
  list(tab: OrderTab, page: number): Promise<OrderPage>;
  cancel(orderId: number): Promise<{ orderId: number; status: OrderStatus; statusLabel: string }>;
}

/** The member's refunds: 退款查詢, one refund, and 申請退款 (GET|POST /v1/refunds, GET /v1/refunds/detail). */
export interface RefundGateway {
  list(): Promise<RefundSummary[]>;
  detail(id: number): Promise<RefundDetail>;
  request(request: RefundRequest): Promise<RefundDetail>;
}
