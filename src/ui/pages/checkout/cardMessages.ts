/** zh-TW copy of the card hand-off page (the business texts are in src/domain/checkout/messages.ts). */
export const CardCopy = {
  TITLE: '前往付款',
  SECURE_PAYMENT: '寶貝揪團 安全付款',
  ORDER_NUMBER: '訂單編號',
  AMOUNT: '付款金額',
  REDIRECTING: '正在前往藍新金流付款頁面，請稍候…',
  HANDOFF_HINT: '卡號等付款資料只在藍新金流的頁面輸入，寶貝揪團不會取得您的卡號。',
  GO_TO_GATEWAY: '前往藍新金流付款',
  BACK_TO_ORDER: '返回訂單',
  ALREADY_PAID: '此筆付款已完成',
  VIEW_ORDER: '查看訂單',
  LINK_EXPIRED: '此付款連結已失效',
} as const;
