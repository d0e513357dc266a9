import { AdminDealPageBody, DealChangedBody, DealOptionListBody } from '../adminDeals';
import { AdminDealsQuery, CreateDealRequest, DealOptionsQuery, RescheduleDealRequest } from '../adminDealRequests';
import { AdminIdParams } from '../adminWorkRequests';
import { ROLES } from '../adminRoles';
import { endpoint } from '../endpoint';

/** 團購管理 (營運; 管理員): the list, the options a new deal can sell, create, reschedule, end early. */
export const AdminDealEndpoints = {
  list: endpoint({
    method: 'GET', path: '/admin/api/group-buys', summary: '團購列表（分頁、排序、篩選）', access: 'staff', roles: ROLES.catalog,
    query: AdminDealsQuery, response: AdminDealPageBody,
  }),
  options: endpoint({
    method: 'GET', path: '/admin/api/group-buys/options', summary: '可加入團購的商品規格（含原價）', access: 'staff', roles: ROLES.catalog,
    query: DealOptionsQuery, response: DealOptionListBody,
  }),
  create: endpoint({
    method: 'POST', path: '/admin/api/group-buys', summary: '新增團購（開團時間、商品與團購價）', access: 'staff', roles: ROLES.catalog,
    body: CreateDealRequest, response: DealChangedBody, status: 201,
  }),
  reschedule: endpoint({
    method: 'POST', path: '/admin/api/group-buys/:id/schedule', summary: '修改開團與結束時間', access: 'staff', roles: ROLES.catalog,
    params: AdminIdParams, body: RescheduleDealRequest, response: DealChangedBody, errors: [404, 409],
  }),
  end: endpoint({
    method: 'POST', path: '/admin/api/group-buys/:id/end', summary: '提前結束團購', access: 'staff', roles: ROLES.catalog,
    params: AdminIdParams, response: DealChangedBody, errors: [404, 409],
  }),
};
