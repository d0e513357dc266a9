import { AuditPageBody, SignedOutStaffBody, StaffMeBody } from '../admin';
import { AuditListQuery, StaffSignInRequest } from '../adminRequests';
import { ROLES } from '../adminRoles';
import { endpoint } from '../endpoint';

/** 後台 sign-in, who is signed in, sign-out (this browser or everywhere) and the audit log. */
export const AdminAccessEndpoints = {
  signIn: endpoint({
    method: 'POST', path: '/admin/api/session', summary: '後台登入（密碼 + 驗證器 6 位數代碼）', access: 'public',
    body: StaffSignInRequest, response: StaffMeBody, errors: [401, 429], settlesToken: true,
  }),
  me: endpoint({
    method: 'GET', path: '/admin/api/me', summary: '登入中的員工', access: 'staff', roles: ROLES.everyone, response: StaffMeBody,
  }),
  signOut: endpoint({
    method: 'DELETE', path: '/admin/api/session', summary: '後台登出（這個瀏覽器）', access: 'staff', roles: ROLES.everyone,
    response: SignedOutStaffBody, settlesToken: true,
  }),
  signOutEverywhere: endpoint({
    method: 'POST', path: '/admin/api/session/logout-all', summary: '後台登出所有裝置', access: 'staff', roles: ROLES.everyone,
    response: SignedOutStaffBody, settlesToken: true,
  }),
  audit: endpoint({
    method: 'GET', path: '/admin/api/audit', summary: '稽核紀錄（僅管理員）', access: 'staff', roles: ROLES.adminOnly,
    query: AuditListQuery, response: AuditPageBody,
  }),
};
