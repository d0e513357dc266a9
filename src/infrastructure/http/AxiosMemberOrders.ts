import type { AxiosInstance } from 'axios';
import { envelope } from '../../../contract/common';
import { CancelledOrderBody, OrderListBody, RefundDetailBody, RefundListBody } from '../../../contract/memberOrders';
import type { MemberOrderGateway, RefundGateway } from '../../application/memberOrders/ports';
import type { OrderTab } from '../../domain/memberOrders/orderTabs';
import type { OrderPage, RefundDetail, RefundRequest, RefundSummary } from '../../domain/memberOrders/refunds';
import { refundRequestWire, toCancelled, toOrderPage, toRefundDetail, toRefundSummary } from './memberOrdersMappers';

const ListResponse = envelope(OrderListBody);
const CancelResponse = envelope(CancelledOrderBody);
const RefundsResponse = envelope(RefundListBody);
const RefundResponse = envelope(RefundDetailBody);

/** GET /v1/orders and POST /v1/orders/cancel. */
export class AxiosMemberOrderGateway implements MemberOrderGateway {
  constructor(private readonly http: AxiosInstance) {}

  async list(tab: OrderTab, page: number): Promise<OrderPage> {
    return toOrderPage(ListResponse.parse((await this.http.get('/v1/orders', { params: { type: tab, page } })).data).data);
  }

  async cancel(orderId: number) {
    return toCancelled(CancelResponse.parse((await this.http.post('/v1/orders/cancel', {}, { params: { id: orderId } })).data).data);
  }
}

/** GET|POST /v1/refunds and GET /v1/refunds/detail. */
export class AxiosRefundGateway implements RefundGateway {
  constructor(private readonly http: AxiosInstance) {}

  async list(): Promise<RefundSummary[]> {
    return RefundsResponse.parse((await this.http.get('/v1/refunds')).data).data.refunds.map(toRefundSummary);
  }

  async detail(id: number): Promise<RefundDetail> {
    return toRefundDetail(RefundResponse.parse((await this.http.get('/v1/refunds/detail', { params: { id } })).data).data);
  }

  async request(request: RefundRequest): Promise<RefundDetail> {
    return toRefundDetail(RefundResponse.parse((await this.http.post('/v1/refunds', refundRequestWire(request))).data).data);
  }
}
