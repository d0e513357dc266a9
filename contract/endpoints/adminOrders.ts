import { AdminOrderDetailBody, AdminOrderPageBody, OrderActionBody } from '../adminOrders';
import { AdminOrdersQuery, CancelOrderRequest } from '../adminOrderRequests';
import { AdminIdParams } from '../adminWorkRequests';
import { ROLES } from '../adminRoles';
import { endpoint } from '../endpoint';

/** 訂單管理 (營運, 客服; 管理員): the list, one order, and shipping, delivering and cancelling it. */
export const AdminOrderEndpoints = {
  list: endpoint({
    method: 'GET', path: '/admin/api/orders', summary: '訂單列表（分頁、排序、篩選）', access: 'staff', roles: ROLES.orders,
    query: AdminOrdersQuery, response: AdminOrderPageBody,
  }),
  detail: endpoint({
    method: 'GET', path: '/admin/api/orders/:id', summary: '訂單明細：品項、付款、發票、物流與狀態紀錄', access: 'staff', roles: ROLES.orders,
    params: AdminIdParams, response: AdminOrderDetailBody, errors: [404],
  }),
  ship: endpoint({
    method: 'POST', path: '/admin/api/orders/:id/ship', summary: '出貨（向物流建立託運單）', access: 'staff', roles: ROLES.orders,
    params: AdminIdParams, response: OrderActionBody, errors: [404, 409],
  }),
  deliver: endpoint({
    method: 'POST', path: '/admin/api/orders/:id/deliver', summary: '標記已送達（物流不回報的宅配）', access: 'staff', roles: ROLES.orders,
    params: AdminIdParams, response: OrderActionBody, errors: [404, 409],
  }),
  cancel: endpoint({
    method: 'POST', path: '/admin/api/orders/:id/cancel', summary: '取消訂單（已付款者退款並作廢發票）', access: 'staff', roles: ROLES.orders,
    params: AdminIdParams, body: CancelOrderRequest, response: OrderActionBody, errors: [404, 409],
  }),
};
