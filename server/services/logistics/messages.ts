import type { StoreChain } from '../../../src/domain/checkout/delivery';
import { STORE_CHAINS } from '../../../src/domain/checkout/delivery';

/** The logistics area's zh-TW words: carriers on the order detail, the hand-off and sandbox pages. */
export const LogisticsMessages = {
  HOME_CARRIERS: { TCAT: '黑貓宅急便', POST: '中華郵政' } as Record<string, string>,
  carrierOfStore: (chain: StoreChain) => `${STORE_CHAINS[chain]} 店到店`,
  SHIPMENT_CREATED: '物流訂單已建立',
  TO_MAP: '前往選擇門市',
  GOING_TO_MAP: '正在前往超商電子地圖…',
  SANDBOX_MAP_TITLE: '超商電子地圖（展示）',
  SANDBOX_NOTICE: '僅供展示環境使用：這是本機的綠界物流模擬服務，正式環境會前往綠界的電子地圖。',
  CHOOSE_STORE: '選擇此門市',
  STORE_ID: '店號',
  LABEL_TITLE: '託運單（展示）',
  UNKNOWN_STORE_CHAIN: '無法辨識的門市',
} as const;

/** What the local logistics reports at each step, as ECPay words them (C2C store pickup, then home delivery). */
export const SANDBOX_STATUS_WORDS: Record<string, string> = {
  300: '訂單處理中(已收到訂單資料)', 2073: '商品配達買家取貨門市', 2063: '門市配達', 3018: '到店', 2067: '消費者成功取件',
  3022: '買家已到店取貨', 3006: '配送中', 3003: '配完',
};
