/** Every zh-TW message of the back office, in one place. */
export const AdminMessages = {
  SIGN_IN_FAILED: 'E-mail、密碼或驗證碼錯誤',
  CODE_FORMAT: '請輸入驗證器上的 6 位數代碼',
  EMAIL_REQUIRED: '請輸入 E-mail',
  PASSWORD_REQUIRED: '請輸入密碼',
  TOO_MANY_ATTEMPTS: '嘗試次數過多，請稍後再試',
  NOT_FOUND: '找不到資源',
  REFUND_NOT_PENDING: '這筆退款已處理過',
  REFUND_GATEWAY_FAILED: '金流退款失敗，請稍後再試',
  REFUND_GATEWAY_PENDING: '金流尚未回覆退款結果：系統會自動向金流查詢，確認後完成退款或退回待審核，請勿在金流後台重複退款',
  SECOND_CARD_REFUND: '此訂單已有一筆退回原付款方式的退款，金流只能自動退回一次；這筆請至藍新金流後台退款',
  ORDER_NOT_CANCELLABLE: '這筆訂單目前無法取消',
  REPORT_DONE: '這筆檢舉已處理過',
  REASON_REQUIRED: '請填寫原因',
  EMAIL_TAKEN: '這個 E-mail 已有員工帳號',
  NAME_REQUIRED: '請輸入姓名',
  SELF_DISABLE: '不能停用自己的帳號',
  LOGISTICS_OFF: '尚未設定物流，無法出貨',
  ORDER_SHIPPED_ALREADY: '這筆訂單已出貨',
  ORDER_SHIPPING: '這筆訂單正在出貨中，請稍後重新整理',
  SHIP_OUTCOME_UNKNOWN: '出貨結果不明，請至物流後台確認',
  ORDER_NOT_READY: (status: string) => `訂單狀態為「${status}」，目前不能出貨`,
  ORDER_NOT_DELIVERABLE: '只有已出貨的宅配訂單可以標記送達（超商取貨由物流回報）',
  ORDER_CANCEL_REFUSED: (status: string) => `訂單狀態為「${status}」，不能取消；已出貨的訂單請走退款流程`,
  ORDER_CANCEL_GATEWAY_FAILED: '金流退款失敗，訂單未取消，請稍後再試',
  ORDER_CANCEL_GATEWAY_PENDING: '金流尚未回覆退款結果：系統會自動向金流查詢，確認已退款後取消訂單，請勿重複取消或在金流後台退款',
  ORDER_REFUNDING: '這筆訂單的退款正在向金流確認中，請稍後重新整理',
  CANCEL_REASON_REQUIRED: '請填寫取消原因',
  DATE_INVALID: '日期格式須為 YYYY-MM-DD',
} as const;

/** The members desk's and the coupons desk's messages (issue 28). */
export const AdminMemberMessages = {
  AMOUNT_INVALID: '購物金須為 1 到 10,000 的整數',
  GRANT_REASON_REQUIRED: '請填寫發放原因（200 字以內）',
  COUPON_REQUIRED: '請選擇要發放的折價券',
  COUPON_UNKNOWN: '找不到這張折價券',
  COUPON_EXPIRED: '這張折價券已過期，不能發放',
} as const;

export const AdminCouponMessages = {
  TITLE_REQUIRED: '請輸入折價券名稱（60 字以內）',
  KIND_INVALID: '請選擇折抵金額或折扣',
  VALUE_INVALID: '折抵金額須為 1 到 100,000 的整數；折扣須為 1 到 99（88 即 88 折）',
  MIN_SPEND_INVALID: '最低消費須為 0 以上的整數',
  DAY_INVALID: '日期格式須為 YYYY-MM-DD',
  ENDS_BEFORE_START: '結束日不可早於開始日',
  ENDS_IN_PAST: '結束日已過，請選擇今天或之後',
  CODE_FORMAT: '優惠碼為 32 個以內的英文字母、數字或 -',
  CODE_TAKEN: '這個優惠碼已有人使用，請換一個',
  LIMIT_INVALID: '領取上限須為 1 以上的整數，不限請留空',
  LIMIT_WITHOUT_CODE: '領取上限只用於優惠碼，請先填寫優惠碼',
} as const;

/** The 商品 desk's messages: the form's fields (also a CSV row's columns) and the import's refusals. */
export const ProductMessages = {
  TITLE_INVALID: '請輸入商品名稱（200 字以內）',
  PRICE_INVALID: '售價須為 0 到 1,000,000 的整數',
  PRICE_ABOVE_LIST: '售價不能高於原價',
  DISCOUNT_INVALID: '優惠價須為 1 以上的整數，不用請留空',
  DISCOUNT_NOT_BELOW: '優惠價須低於售價',
  LIST_PRICE_INVALID: '原價須為 0 到 1,000,000 的整數',
  STOCK_INVALID: '庫存須為 0 到 100,000 的整數',
  LIMIT_INVALID: '限購須為 0 到 99 的整數（0 表示暫停販售）',
  OPTIONS_CHANGED: '這個商品的規格已變動，請重新整理後再修改',
  CSV_MALFORMED: 'CSV 格式錯誤（可能是引號沒有成對）',
  CSV_EMPTY: '檔案沒有任何資料列',
  CSV_TOO_MANY: (max: number) => `一次最多匯入 ${max} 列`,
  COLUMN_MISSING: '缺少這個欄位',
  OPTION_ID_INVALID: '規格編號須為正整數',
  OPTION_UNKNOWN: '找不到這個規格編號',
  OPTION_REPEATED: (row: number) => `與第 ${row} 列是同一個規格`,
  PRODUCT_MISMATCH: '商品編號與這個規格的商品不符',
} as const;

/** Labels the orders desk shows (statuses of payments and e-invoices). */
export const AdminOrderLabels = {
  PAYMENT_STATES: {
    pending: '待付款', challenge: '驗證中', succeeded: '已付款', declined: '付款失敗', expired: '已逾期',
    needs_refund: '待退回', refunding: '退回中', refunded: '已退回',
  } as Readonly<Record<string, string>>,
  REFUND_PAYMENT: '已退款',
  INVOICE_STATES: {
    pending: '待開立', issued: '已開立', voiding: '作廢中', voided: '已作廢', dropped: '不開立（訂單已取消）', review: '待人工確認',
  } as Readonly<Record<string, string>>,
} as const;
