import { StaffChangedBody, StaffEnrolmentBody, StaffListBody } from '../admin';
import { CreateStaffRequest } from '../adminRequests';
import { AdminIdParams } from '../adminWorkRequests';
import { ROLES } from '../adminRoles';
import { endpoint } from '../endpoint';

/** 管理員's staff desk: the staff list, a new account (its enrolment shown once), disable, reset TOTP. */
export const AdminStaffEndpoints = {
  list: endpoint({ method: 'GET', path: '/admin/api/staff', summary: '員工帳號', access: 'staff', roles: ROLES.adminOnly, response: StaffListBody }),
  create: endpoint({
    method: 'POST', path: '/admin/api/staff', summary: '新增員工（密碼與驗證器 QR 只顯示一次）', access: 'staff', roles: ROLES.adminOnly,
    body: CreateStaffRequest, response: StaffEnrolmentBody, status: 201, errors: [409],
  }),
  disable: endpoint({
    method: 'POST', path: '/admin/api/staff/:id/disable', summary: '停用員工（登出其所有裝置）', access: 'staff', roles: ROLES.adminOnly,
    params: AdminIdParams, response: StaffChangedBody, errors: [404, 409],
  }),
  resetTotp: endpoint({
    method: 'POST', path: '/admin/api/staff/:id/reset-totp', summary: '重設驗證器（新的 QR 只顯示一次）', access: 'staff', roles: ROLES.adminOnly,
    params: AdminIdParams, response: StaffEnrolmentBody, errors: [404],
  }),
};
