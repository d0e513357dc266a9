import { AdminQaReportPageBody, AdminRefundPageBody, QaReportDecisionBody, RefundDecisionBody } from '../adminWork';
import { AdminIdParams, QaReportQuery, RefundQueueQuery, RejectRefundRequest } from '../adminWorkRequests';
import { ROLES } from '../adminRoles';
import { endpoint } from '../endpoint';

/** The staff's first work: the refund queue (客服, 營運, 管理員) and the Q&A report queue (客服, 內容, 管理員). */
export const AdminWorkEndpoints = {
  refunds: endpoint({
    method: 'GET', path: '/admin/api/refunds', summary: '退款申請佇列', access: 'staff', roles: ROLES.orders,
    query: RefundQueueQuery, response: AdminRefundPageBody,
  }),
  approveRefund: endpoint({
    method: 'POST', path: '/admin/api/refunds/:id/approve', summary: '核准退款（經金流退回或退為購物金）', access: 'staff', roles: ROLES.orders,
    params: AdminIdParams, response: RefundDecisionBody, errors: [404, 409],
  }),
  rejectRefund: endpoint({
    method: 'POST', path: '/admin/api/refunds/:id/reject', summary: '駁回退款（原因會讓會員看到）', access: 'staff', roles: ROLES.orders,
    params: AdminIdParams, body: RejectRefundRequest, response: RefundDecisionBody, errors: [404, 409],
  }),
  qaReports: endpoint({
    method: 'GET', path: '/admin/api/qa-reports', summary: '問答檢舉佇列', access: 'staff', roles: ROLES.moderation,
    query: QaReportQuery, response: AdminQaReportPageBody,
  }),
  hideReported: endpoint({
    method: 'POST', path: '/admin/api/qa-reports/:id/hide', summary: '隱藏被檢舉的問題或回答', access: 'staff', roles: ROLES.moderation,
    params: AdminIdParams, response: QaReportDecisionBody, errors: [404, 409],
  }),
  restoreReported: endpoint({
    method: 'POST', path: '/admin/api/qa-reports/:id/restore', summary: '恢復已隱藏的問題或回答', access: 'staff', roles: ROLES.moderation,
    params: AdminIdParams, response: QaReportDecisionBody, errors: [404, 409],
  }),
  dismissReport: endpoint({
    method: 'POST', path: '/admin/api/qa-reports/:id/dismiss', summary: '不處理這筆檢舉', access: 'staff', roles: ROLES.moderation,
    params: AdminIdParams, response: QaReportDecisionBody, errors: [404, 409],
  }),
};
