import { MemberOrdersEndpoints as E } from '../../../contract/endpoints/memberOrders';
import type { MemberOrderGateway, RefundGateway } from '../../application/memberOrders/ports';
import type { OrderTab } from '../../domain/memberOrders/orderTabs';
import type { OrderPage, RefundDetail, RefundRequest, RefundSummary } from '../../domain/memberOrders/refunds';
import type { ApiClient } from './ApiClient';
import { refundRequestWire, toCancelled, toOrderPage, toRefundDetail, toRefundSummary } from './memberOrdersMappers';

/** GET /v1/orders and POST /v1/orders/cancel. */
export class ApiMemberOrderGateway implements MemberOrderGateway {
  constructor(private readonly api: ApiClient) {}

  async list(tab: OrderTab, page: number): Promise<OrderPage> {
    return toOrderPage(await this.api.call(E.orders, { query: { type: tab, page: String(page) } }));
  }

  async cancel(orderId: number) {
    return toCancelled(await this.api.call(E.cancel, { query: { id: String(orderId) } }));
  }
}

/** GET|POST /v1/refunds and GET /v1/refunds/detail. */
export class ApiRefundGateway implements RefundGateway {
  constructor(private readonly api: ApiClient) {}

  async list(): Promise<RefundSummary[]> {
    return (await this.api.call(E.refunds)).refunds.map(toRefundSummary);
  }

  async detail(id: number): Promise<RefundDetail> {
    return toRefundDetail(await this.api.call(E.refund, { query: { id: String(id) } }));
  }

  async request(request: RefundRequest): Promise<RefundDetail> {
    return toRefundDetail(await this.api.call(E.requestRefund, { body: refundRequestWire(request) }));
  }
}
