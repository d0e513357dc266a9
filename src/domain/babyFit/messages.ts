/** zh-TW texts of 適合寶寶: the product page's age line and home's row for the member's baby. */
export const BabyFitMessages = {
  MONTHS: (from: number, to: number) => `適合 ${from}-${to} 個月`,
  YEARS: (from: number, to: number) => `適合 ${from}-${to} 歲`,
  MONTHS_TO_YEARS: (from: number, to: number) => `適合 ${from} 個月-${to} 歲`,
  FROM_MONTHS: (from: number) => `適合 ${from} 個月以上`,
  FROM_YEARS: (from: number) => `適合 ${from} 歲以上`,
  ROW_TITLE: (name: string) => `適合${name}的商品`,
  ROW_FOR_DUE: (name: string) => `為${name}準備的新生兒好物`,
} as const;
