/** zh-TW texts of the browse API (filters, featured lists, search). */
export const MallMessages = {
  AGE_LABELS: { '0-6m': '0-6 個月', '6-12m': '6-12 個月', '1-2y': '1-2 歲', '2-3y': '2-3 歲', '3y+': '3 歲以上' },
  SORT_LABELS: { hot: '熱銷', newest: '最新上架', price_asc: '價格低到高', price_desc: '價格高到低', discount: '折扣最多' },
  FEATURED_TITLES: { hot: '熱銷排行', discount: '限時折扣', recommend: '編輯推薦' },
  FILTER_INVALID: '篩選條件不正確',
  QUERY_INVALID: '請輸入 1 到 50 個字的關鍵字',
  SEARCH_TITLE: (query: string) => `「${query}」的搜尋結果`,
} as const;
