import { AdminCouponPageBody, AdminPromotionCodePageBody, CouponCreatedBody } from '../adminCoupons';
import { AdminCouponsQuery, CreateCouponRequest } from '../adminCouponRequests';
import { ROLES } from '../adminRoles';
import { endpoint } from '../endpoint';

/** 優惠券管理 (營運, 管理員): coupons and promotion codes with their claims and uses; a new coupon, with its code. */
export const AdminCouponEndpoints = {
  list: endpoint({
    method: 'GET', path: '/admin/api/coupons', summary: '折價券列表（領取與使用數，分頁）', access: 'staff', roles: ROLES.coupons,
    query: AdminCouponsQuery, response: AdminCouponPageBody,
  }),
  codes: endpoint({
    method: 'GET', path: '/admin/api/promotion-codes', summary: '優惠碼列表（上限、領取與使用數，分頁）', access: 'staff', roles: ROLES.coupons,
    query: AdminCouponsQuery, response: AdminPromotionCodePageBody,
  }),
  create: endpoint({
    method: 'POST', path: '/admin/api/coupons', summary: '新增折價券（可附優惠碼與領取上限）', access: 'staff', roles: ROLES.coupons,
    body: CreateCouponRequest, response: CouponCreatedBody, status: 201, errors: [409],
  }),
};
