/** zh-TW texts of the checkout API's refusals (business texts live in src/domain/checkout/messages.ts). */
export const CheckoutApiMessages = {
  CHECKOUT_EMPTY: '請先選擇購物車中要結帳的商品',
  CHECKOUT_CLOSED: '這筆結帳已成立訂單，請至訂單查詢查看',
  IDEMPOTENCY_KEY_REQUIRED: '送出訂單缺少 Idempotency-Key，請重新整理頁面後再試',
  IDEMPOTENCY_KEY_REUSED: '這個送出請求已用於另一筆結帳，請重新整理頁面後再送出訂單',
  ORDER_LINES_UNAVAILABLE: '部分商品目前無法購買，訂單未成立，請調整後再送出',
  ORDER_INCOMPLETE: '結帳資料尚未完成，請檢查標示的欄位',
  PAYMENT_NOT_RETRYABLE: '這筆訂單目前不需要付款',
  PAYMENT_SIGNATURE_INVALID: '付款通知簽章驗證失敗',
  ORDER_CONFIRMATION_SUBJECT: (n: string) => `【寶貝揪團】訂單 ${n} 已成立`,
  PAYMENT_CONFIRMATION_SUBJECT: (n: string) => `【寶貝揪團】訂單 ${n} 付款成功`,
} as const;
