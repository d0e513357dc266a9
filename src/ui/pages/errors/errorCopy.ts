import { errorPageFor, type ErrorPage } from '../../../domain/errors/errorPage';

/** zh-TW copy of the not-found, busy and 503 pages (SPEC §2.3) and the 403, 502 and timeout pages, in one place. */
export interface ErrorCopy {
  documentTitle: string;
  heading: string;
  body: string;
}

export const NOT_FOUND_COPY: ErrorCopy = {
  documentTitle: '找不到此頁面',
  heading: '很抱歉，我們找不到您要的頁面',
  body: '可能是網址有誤，或是這個頁面已經不存在了',
};

export const BUSY_COPY: ErrorCopy = {
  documentTitle: '網站忙碌中',
  heading: '網站忙碌中，請稍候片刻',
  body: '工程師正在努力處理中，請稍後再試',
};

export const UNAVAILABLE_COPY: ErrorCopy = {
  documentTitle: '服務暫時無法使用',
  heading: '服務暫時無法使用',
  body: '系統正在維護或目前人潮眾多，請稍後再回來逛逛，造成不便敬請見諒',
};

export const TOO_MANY_COPY: ErrorCopy = {
  documentTitle: '請求過於頻繁',
  heading: '您的操作太頻繁了',
  body: '請休息一下，稍後再試',
};

/** Our copy where SPEC is silent: the API refused (403). */
export const FORBIDDEN_COPY: ErrorCopy = {
  documentTitle: '沒有瀏覽權限',
  heading: '抱歉，您沒有權限瀏覽這個頁面',
  body: '請確認是否已登入正確的帳號；若有疑問，歡迎聯繫客服，我們會儘快協助您',
};

/** Our copy where SPEC is silent: a gateway between us and the shop's service failed (502). */
export const BAD_GATEWAY_COPY: ErrorCopy = {
  documentTitle: '連線發生問題',
  heading: '連線發生問題，請稍後再試',
  body: '伺服器暫時沒有回應，工程師已收到通知並正在處理，請稍後重新整理頁面',
};

/** Our copy where SPEC is silent: a call waited the whole 30 s (SPEC §7, §9). */
export const TIMEOUT_COPY: ErrorCopy = {
  documentTitle: '連線逾時',
  heading: '網路連線逾時',
  body: '頁面等候太久沒有回應，請確認網路連線是否正常，再重新整理一次',
};

export const BACK_HOME = '回到首頁';
export const RETRY = '重新整理';
export const NEWEST_HEADING = '最新團購';

const COPY_BY_PAGE: Record<ErrorPage, ErrorCopy> = {
  'not-found': NOT_FOUND_COPY,
  forbidden: FORBIDDEN_COPY,
  'too-many': TOO_MANY_COPY,
  busy: BUSY_COPY,
  'bad-gateway': BAD_GATEWAY_COPY,
  unavailable: UNAVAILABLE_COPY,
  timeout: TIMEOUT_COPY,
};

export const errorPageCopy = (status: number): ErrorCopy => COPY_BY_PAGE[errorPageFor(status)];
