import { EventsAccepted, ErrorReportRequest, EventsRequest, SearchClickRequest, SearchConvertRequest, AnonymousId, ANONYMOUS_ID } from '../../../contract/tracking';

const anonymousHeader = { [ANONYMOUS_ID]: { schema: AnonymousId, required: false, description: '訪客匿名 id（原生 App）；網頁用同名 cookie，沒有時回應會發一個' } };

/** The collector's routes (server/http/routes/tracking.ts); spread into routeDocs, which checks their shape. */
export const trackingRouteDocs = {
  'POST /v1/events': { summary: '分析事件（批次最多 50 筆；每位訪客每日 500、每分鐘 100 筆，超出的丟棄並計數）', body: EventsRequest, headers: anonymousHeader, response: EventsAccepted, status: 202 },
  'POST /search/v1/click-after-search': { summary: '搜尋後點擊', body: SearchClickRequest, headers: anonymousHeader, response: EventsAccepted, status: 202 },
  'POST /search/v1/convert-after-search': { summary: '搜尋後轉換（加入購物車）', body: SearchConvertRequest, headers: anonymousHeader, response: EventsAccepted, status: 202 },
  'POST /v1/error-reports': { summary: '前端錯誤回報（依訊息與堆疊去重，每位訪客每小時 20 筆）', body: ErrorReportRequest, status: 202 },
  'GET /dev/events.json': { summary: '最新 200 筆分析事件（僅示範模式）', demo: true },
} as const;
