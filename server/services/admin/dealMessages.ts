/** The 團購 desk's zh-TW messages and labels (issue 28). */
export const DealMessages = {
  TITLE_REQUIRED: '請輸入團購名稱（200 字以內）',
  DESCRIPTION_TOO_LONG: '說明請在 2000 字以內',
  BRANCH_REQUIRED: '請選擇館別',
  TIME_FORMAT: '請輸入台灣時間，格式 YYYY-MM-DD HH:mm',
  END_AFTER_START: '結束時間須晚於開始時間',
  END_IN_FUTURE: '結束時間須晚於現在',
  STARTED_STAYS: '已開團的團購不能延後開團時間',
  LINES_REQUIRED: '請至少加入一項商品',
  LINE_INVALID: '每項商品須有團購價（1 以上的整數）與庫存（0 以上的整數）',
  LINE_UNKNOWN: '找不到這個商品規格，或商品已停售',
  LINE_OTHER_BRANCH: '商品須屬於所選館別',
  LINE_TWICE: '同一規格只能加入一次',
  PRICE_ABOVE_LIST: (original: number) => `團購價不可高於原價 NT$${original}`,
  DEAL_ENDED: '這個團購已結束',
  DATA_INVALID: '查詢條件有誤',
} as const;

export const DEAL_PHASE_LABELS = { upcoming: '即將開團', live: '開團中', ended: '已結束' } as const;
