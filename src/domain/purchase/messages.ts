import { OPTION_PANEL_HINTS } from './optionPanelHints';

/** Every zh-TW text of buying (SPEC §4.5, §8), in one place for the product owner; the server uses the same texts. */
export const PurchaseMessages = {
  ADDED: '已加入購物車',
  LIMIT_REACHED: '商品已達限購上限',
  DISCONTINUED: '加入購物車失敗，商品已停售',
  SOLD_OUT: '加入購物車失敗，庫存不足',
  NOT_FOUND: '加入購物車失敗，查無此商品',
  GROUPBUY_ENDED: '加入購物車失敗，團購已結束',
  GROUPBUY_NOT_STARTED: '加入購物車失敗，團購尚未開始',
  ADD_FAILED: '暫時無法加入購物車！',
  CHOOSE_OPTION: '請先選擇規格',
  FOLLOWED: '已加入追蹤',
  UNFOLLOWED: '已移除追蹤',
  FOLLOW_FAILED: '暫時無法加入追蹤',
  UNFOLLOW_FAILED: '暫時無法移除追蹤',
  ...OPTION_PANEL_HINTS,
  NOTIFY_LOGIN_ACTION: '點擊補貨通知我',
  FOLLOW_GROUP_BUY_LOGIN_ACTION: '點擊追蹤團購',
  ADDED_LOGIN_ACTION: '點擊加入購物車',
  QUANTITY_OVER_LIMIT: '數量超過此規格的限購數量',
  LINE_NOT_IN_CART: '購物車裡沒有這個商品',
  SUBSCRIPTION_TARGET_MISSING: '找不到要追蹤的商品',
  CART_CHANGE_FAILED: '暫時無法更新購物車',
  CART_QUANTITY_UPDATED: '已更新數量',
  CART_LINE_REMOVED: '已從購物車移除',
} as const;

/** SPEC §8 (and the deal window): the cart's 400 refusals of an add and what the shopper reads; the server answers with the same table. */
export const CART_REJECTION_MESSAGES = {
  CART_ITEM_DISCONTINUED: PurchaseMessages.DISCONTINUED,
  CART_ITEM_SOLD_OUT: PurchaseMessages.SOLD_OUT,
  CART_ITEM_NOT_FOUND: PurchaseMessages.NOT_FOUND,
  CART_GROUPBUY_ENDED: PurchaseMessages.GROUPBUY_ENDED,
  CART_GROUPBUY_NOT_STARTED: PurchaseMessages.GROUPBUY_NOT_STARTED,
} as const;

export type CartRejectionCode = keyof typeof CART_REJECTION_MESSAGES;

export const isCartRejectionCode = (code: string): code is CartRejectionCode => Object.hasOwn(CART_REJECTION_MESSAGES, code);

export { BUTTON_LABELS } from './buttonLabels';
