/** zh-TW texts of binding a member to the messaging app's member record (SPEC §6, §7); the server uses the same texts. */
export const LineBindingMessages = {
  BOUND: '已綁定 LINE 會員，之後的訂單與優惠通知會傳到您的 LINE',
  IN_APP: '在 App 內不需要綁定 LINE 會員',
  CROSS_SITE: '請從寶貝揪團的 LINE 官方帳號連結開啟綁定',
} as const;
