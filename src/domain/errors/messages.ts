/** zh-TW texts of the client exception kinds (SPEC §8); the pages of SPEC §2.3 use their own copy. */
export const ERROR_MESSAGES = {
  serviceUnavailable: '服務暫時無法使用，請稍後再試',
  notFound: '找不到您要的頁面',
  redirect: '頁面已移至新位置',
  tooManyAttempts: '嘗試次數過多，請稍後再試',
  parameter: '輸入資料有誤',
  expiredRefreshToken: '登入已過期，請重新登入',
  invalidRefreshToken: '登入狀態無效，請重新登入',
  requestTimeout: '連線逾時，請稍後再試',
  network: '網路連線異常，請確認網路後再試',
  unknown: '系統忙碌中，請稍後再試',
} as const;
