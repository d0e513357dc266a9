/**
 * What a provider status means for the order. ECPay's codes (物流狀態代碼, its status list): a parcel
 * at the pickup store — 7-ELEVEN 2073, 萊爾富/OK 2063, 全家 3018 — or delivered home (黑貓 3003 配完,
 * 中華郵政 3308 投遞成功); picked up by the shopper — 2067 (7-ELEVEN, 萊爾富, OK), 3022 (全家).
 */
const ARRIVED = new Set(['2073', '2063', '3018', '3003', '3308']);
const PICKED_UP = new Set(['2067', '3022']);

export type StatusMeaning = 'arrived' | 'picked-up' | 'in-transit';

export function meaningOf(code: string): StatusMeaning {
  if (PICKED_UP.has(code)) return 'picked-up';
  return ARRIVED.has(code) ? 'arrived' : 'in-transit';
}
