import { AdminMemberDetailBody, AdminMemberPageBody, CouponGrantedBody, CreditGrantedBody } from '../adminMembers';
import { AdminMembersQuery, GrantCouponRequest, GrantCreditRequest } from '../adminMemberRequests';
import { AdminIdParams } from '../adminWorkRequests';
import { ROLES } from '../adminRoles';
import { endpoint } from '../endpoint';

/** 會員管理 (客服, 管理員): look a member up, see her orders, coupons and credit, give her credit or a coupon. */
export const AdminMemberEndpoints = {
  list: endpoint({
    method: 'GET', path: '/admin/api/members', summary: '會員查詢（E-mail、手機或訂單編號，分頁）', access: 'staff', roles: ROLES.members,
    query: AdminMembersQuery, response: AdminMemberPageBody,
  }),
  detail: endpoint({
    method: 'GET', path: '/admin/api/members/:id', summary: '會員資料：訂單、折價券與購物金', access: 'staff', roles: ROLES.members,
    params: AdminIdParams, response: AdminMemberDetailBody, errors: [404],
  }),
  grantCredit: endpoint({
    method: 'POST', path: '/admin/api/members/:id/credit', summary: '發放購物金（須填原因，記入稽核紀錄）', access: 'staff', roles: ROLES.members,
    params: AdminIdParams, body: GrantCreditRequest, response: CreditGrantedBody, status: 201, errors: [404],
  }),
  grantCoupon: endpoint({
    method: 'POST', path: '/admin/api/members/:id/coupons', summary: '發放折價券（須填原因，記入稽核紀錄）', access: 'staff', roles: ROLES.members,
    params: AdminIdParams, body: GrantCouponRequest, response: CouponGrantedBody, status: 201, errors: [404],
  }),
};
