/** The action button labels of SPEC §3 "Item button states" (apart from messages.ts: the product pages paint with them). */
export const BUTTON_LABELS = {
  ADD_TO_CART: '加入購物車',
  NOTIFY_ME: '補貨通知我',
  CANCEL_NOTIFY: '取消補貨通知',
  IS_DISCONTINUED: '商品已停售',
  IS_DISABLE: '補貨中',
} as const;

/** The action button while differing sizes wait for the parent's choice (still SPEC's ADD_TO_CART state). */
export const CHOOSE_SIZE_LABEL = '請選擇尺寸';
