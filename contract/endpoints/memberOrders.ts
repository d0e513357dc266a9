import { endpoint } from '../endpoint';
import { CancelledOrderBody, OrderListBody, RefundDetailBody, RefundListBody } from '../memberOrders';
import { IdQuery, OrderListQuery, RefundRequestBody } from '../memberOrdersRequests';

/** 我的訂單, 取消訂單 and refunds: the member's own rows only (another member's id answers 404). */
export const MemberOrdersEndpoints = {
  orders: endpoint({ method: 'GET', path: '/v1/orders', summary: '我的訂單', access: 'member', query: OrderListQuery, response: OrderListBody }),
  cancel: endpoint({
    method: 'POST', path: '/v1/orders/cancel', summary: '取消未付款訂單', access: 'member',
    query: IdQuery, response: CancelledOrderBody, errors: [404, 409],
  }),
  requestRefund: endpoint({
    method: 'POST', path: '/v1/refunds', summary: '申請退款', access: 'member',
    body: RefundRequestBody, response: RefundDetailBody, status: 201, errors: [404, 409],
  }),
  refunds: endpoint({ method: 'GET', path: '/v1/refunds', summary: '退款列表', access: 'member', response: RefundListBody }),
  refund: endpoint({
    method: 'GET', path: '/v1/refunds/detail', summary: '退款詳情', access: 'member',
    query: IdQuery, response: RefundDetailBody, errors: [404],
  }),
};
