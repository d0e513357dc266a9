import { CheckoutMessages } from '../../../src/domain/checkout/messages';

/** zh-TW texts of the checkout API's refusals (business texts live in src/domain/checkout/messages.ts, the ones the fakes say too). */
export const CheckoutApiMessages = {
  CHECKOUT_EMPTY: CheckoutMessages.CHECKOUT_EMPTY,
  CHECKOUT_CLOSED: CheckoutMessages.CHECKOUT_CLOSED,
  IDEMPOTENCY_KEY_REQUIRED: '送出訂單缺少 Idempotency-Key，請重新整理頁面後再試',
  IDEMPOTENCY_KEY_REUSED: '這個送出請求已用於另一筆結帳，請重新整理頁面後再送出訂單',
  ORDER_LINES_UNAVAILABLE: '部分商品目前無法購買，訂單未成立，請調整後再送出',
  ORDER_INCOMPLETE: '結帳資料尚未完成，請檢查標示的欄位',
  ORDER_TOTAL_CHANGED: (total: string, expected: string) => `訂單金額已由 ${expected} 更新為 ${total}（折價券或購物金已用於另一筆訂單），請確認新金額後再送出訂單`,
  PAYMENT_NOT_RETRYABLE: CheckoutMessages.PAYMENT_NOT_RETRYABLE,
  PAYMENT_SIGNATURE_INVALID: '付款通知簽章驗證失敗',
  ORDER_CONFIRMATION_SUBJECT: (n: string) => `【寶貝揪團】訂單 ${n} 已成立`,
  PAYMENT_CONFIRMATION_SUBJECT: (n: string) => `【寶貝揪團】訂單 ${n} 付款成功`,
  STRAY_PAYMENT_SUBJECT: (n: string) => `【寶貝揪團】訂單 ${n} 的一筆款項將全額退回`,
  STRAY_PAYMENT_GREETING: (name: string) => `${name} 您好，我們收到了一筆這張訂單無法使用的付款，已向付款機構申請全額退回，您不需要做任何事。`,
  STRAY_PAYMENT_REASON: {
    cancelled: '訂單已取消',
    paid: '訂單已由另一筆付款完成',
    replaced: '這筆付款已由「重新付款」取代',
  },
  INVOICE_NUMBER_ROW: (number: string, randomCode: string) => `電子發票號碼：${number}（隨機碼 ${randomCode}）`,
  INVOICE_PENDING_ROW: '電子發票：開立後可於訂單明細查看發票號碼',
  STRAY_PAYMENT_TIMING: '信用卡退款依發卡銀行作業約 7-14 個工作天入帳；其他付款方式將由客服與您聯繫退款帳戶。',
} as const;
