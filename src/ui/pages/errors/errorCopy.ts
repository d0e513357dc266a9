/** zh-TW copy of the not-found, busy and 503 pages (SPEC §2.3), in one place. */
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

export const BACK_HOME = '回到首頁';
export const RETRY = '重新整理';
export const NEWEST_HEADING = '最新團購';

export function errorPageCopy(status: number): ErrorCopy {
  if (status === 404) return NOT_FOUND_COPY;
  if (status === 503) return UNAVAILABLE_COPY;
  if (status === 429) return TOO_MANY_COPY;
  return BUSY_COPY;
}
