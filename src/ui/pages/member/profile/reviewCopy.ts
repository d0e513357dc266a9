/** The review page's words (zh-TW). */
export const ReviewCopy = {
  TITLE: '商品評價',
  INTRO: '分享使用心得幫助其他爸媽；評價超過 15 個字回饋購物金 NT$10。',
  STARS: '評分',
  starLabel: (value: number) => `${value} 顆星`,
  TEXT: '使用心得',
  textHint: (length: number) => `${length}/500 字`,
  SIZE_FIT: '尺寸合適嗎？',
  ADD_PHOTO: '上傳照片（選填）',
  CHANGE_PHOTO: '更換照片',
  PHOTO_PREVIEW: '要上傳的照片',
  SUBMIT: '送出評價',
  SEE_REVIEWS: '看看商品的所有評價',
  sizeAndOrder: (size: string, number: string) => `規格 ${size}・訂單 ${number}`,
  NOTHING: '這張訂單沒有等待評價的商品。',
  BACK: '回會員中心',
} as const;
