/** zh-TW texts the catalog pages' API sends (titles of its lists). */
export const CatalogPageMessages = {
  BRAND_GROUPS_SUFFIX: '的全部團購',
  EVENT_LIST_TITLE: '活動商品',
  REVIEW_SUBJECT_REQUIRED: '請指定一個要查看評價的團購、品牌或商品',
  ANONYMOUS_MEMBER: '揪團會員',
} as const;
