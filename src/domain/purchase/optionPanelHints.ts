/** The option panel's hints for a sold-out or followed size (SPEC §4.5), apart: the item page paints with them. */
export const OPTION_PANEL_HINTS = {
  SOLD_OUT_TITLE: '媽咪，該商品已售完',
  SOLD_OUT_HINT: '點選[補貨通知我]到貨馬上通知您！',
  FOLLOWED_TITLE: '此商品已加入補貨通知我',
  FOLLOWED_HINT: '您可以前往[會員>追蹤清單]查看',
} as const;
