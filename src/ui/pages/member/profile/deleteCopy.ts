/** The delete-account page's words (zh-TW): what goes, what stays and why. */
export const DeleteCopy = {
  TITLE: '刪除帳號',
  GOES: '刪除後會移除',
  GOES_LIST: [
    '會員資料：暱稱、E-mail、手機、頭像與登入密碼',
    '寶寶資料、收件地址與超商門市',
    '購物車、追蹤清單與尚未使用的折價券',
    '所有裝置上的登入狀態',
  ],
  STAYS: '依法保留（不再連結到您）',
  STAYS_LIST: [
    '訂單與發票紀錄：依稅法與消費者保護法須保存一定期間，保留時會移除購買人的姓名、手機與 E-mail',
    '已發表的商品評價與討論：改以「已刪除的會員」顯示',
  ],
  CONFIRM: '確認刪除',
  ASK_PASSWORD: '刪除後無法復原。為了確認是您本人，請再輸入一次密碼。',
  ASK_PHRASE: '刪除後無法復原。請輸入「刪除帳號」四個字確認。',
  PASSWORD: '密碼',
  PHRASE: '請輸入「刪除帳號」',
  SUBMIT: '永久刪除我的帳號',
  KEEP: '我再想想',
} as const;
