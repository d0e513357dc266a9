import { endpoint } from '../endpoint';
import { LineMemberBinding, LineMemberBindingQuery } from '../lineBinding';

/**
 * Binds the signed-in member to the messaging app's member record (SPEC §6, §7): signed in and outside
 * the app only. A GET as SPEC writes it, so it asks what a write asks (our platform header, not cross-site).
 */
export const LineBindingEndpoints = {
  bind: endpoint({
    method: 'GET', path: '/line-member-binding', access: 'member', query: LineMemberBindingQuery, response: LineMemberBinding, errors: [403],
    summary: '綁定 LINE 會員（僅限已登入、App 以外；需 platform 標頭，不接受跨站請求；同一 LINE 會員或會員再綁定時改綁）',
  }),
};
