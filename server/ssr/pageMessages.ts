/**
 * zh-TW copy of the last-resort busy page, sent when even the SSR bundle's error page cannot be
 * made; it says what the busy page of SPEC §2.3 says (src/ui/pages/errors/errorCopy.ts).
 */
export const PageMessages = {
  BUSY_TITLE: '網站忙碌中｜寶貝揪團',
  BUSY_HEADING: '網站忙碌中，請稍候片刻',
  BUSY_BODY: '工程師正在努力處理中，請稍後再試',
  BACK_HOME: '回到首頁',
} as const;
