/** The explore API's zh-TW texts. */
export const ExploreMessages = {
  QUERY_INVALID: '請輸入 1 到 50 個字的搜尋關鍵字',
  ID_INVALID: '編號必須是 1 以上的整數',
} as const;
