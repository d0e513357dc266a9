import { twdText } from '../numberText';

/** Every zh-TW text of 我的折價券, 我的購物金, the coupon-claim zone and the new-customer gift; the server uses the same texts. */
export const WalletMessages = {
  COUPON_TITLE: '我的折價券',
  CASH_TITLE: '我的購物金',
  PROMOTION_CODE_TITLE: '領取折價券',
  GIFT_TITLE: '新會員禮',
  STATE_USABLE: '可使用',
  STATE_USED: '已使用',
  STATE_EXPIRED: '已過期',
  WHOLE_SHOP: '全館適用',
  BRANCHES_ONLY: (names: readonly string[]) => `限 ${names.join('、')} 使用`,
  NO_MIN_SPEND: '無最低消費',
  MIN_SPEND: (min: number) => `滿 ${twdText(min)} 可用`,
  AMOUNT_OFF: (amount: number) => `${twdText(amount)}`,
  PERCENT_OFF: (paid: number) => `${paid % 10 === 0 ? paid / 10 : paid} 折`,
  EXPIRES_ON: (date: string) => `${date} 到期`,
  STARTS_ON: (date: string) => `${date} 起可使用`,
  USED_ON: (date: string) => `${date} 已使用`,
  EXPIRED_ON: (date: string) => `${date} 已過期`,
  CREDIT_EXPIRING: (amount: number, date: string) => `${twdText(amount)} 將於 ${date} 到期`,
  CODE_REQUIRED: '請輸入優惠碼',
  CODE_FORMAT: '優惠碼為 1 到 32 個英文字母、數字或 -',
  CODE_UNKNOWN: '查無此優惠碼',
  CODE_NOT_STARTED: (date: string) => `此優惠碼尚未開放領取，${date} 起可領取`,
  CODE_EXPIRED: '優惠碼已過期',
  CODE_ALREADY_CLAIMED: '您已領取過此折價券',
  CODE_LIMIT_REACHED: '此優惠碼已領取完畢',
  COUPON_CLAIMED: '折價券已領取',
  GIFT_CLAIMED: '新會員禮已領取，折價券已放入我的折價券',
  GIFT_ALREADY_CLAIMED: '您已領取過新會員禮',
  GIFT_NOT_ELIGIBLE: '新會員禮僅限尚未下過訂單的會員領取',
} as const;

/** Why credit came or went, as the ledger shows it (unknown reasons read as a plain change). */
export const CREDIT_REASON_LABELS: Readonly<Record<string, string>> = {
  welcome: '新會員禮',
  review_reward: '評價回饋',
  review: '評價回饋',
  review_reversed: '評價回饋收回（商品已全額退款）',
  refund: '退款轉購物金',
  order: '訂單折抵',
  order_cancelled: '訂單取消退回',
  promotion: '活動贈送',
  expired: '購物金到期',
  staff_grant: '客服發放',
};

/** The ledger reason of credit the shop's staff give a member (the back office's 發放購物金). */
export const STAFF_GRANT_REASON = 'staff_grant';

export const creditReasonLabel = (reason: string): string => CREDIT_REASON_LABELS[reason] ?? '購物金異動';
