import { z as mini } from 'zod/mini';
import { EventsAccepted, ErrorReportRequest, EventsRequest, SearchClickRequest, SearchConvertRequest, AnonymousId, ANONYMOUS_ID } from '../../../contract/tracking';

/** What an error report became: stored, or counted on one already stored. */
const ErrorReportResult = mini.object({ result: mini.enum(['stored', 'counted']) });
/** The demo's event log (rows of analytics_events). */
const RecentEvents = mini.array(mini.object({
  id: mini.int(), visitor_id: mini.string(), member_id: mini.nullable(mini.int()), name: mini.string(), path: mini.string(), props: mini.unknown(),
  campaign: mini.nullable(mini.string()), source: mini.enum(['client', 'server']), at: mini.number(), day: mini.string(), created_at: mini.number(),
}));

const anonymousHeader = { [ANONYMOUS_ID]: { schema: AnonymousId, required: false, description: '訪客匿名 id（原生 App）；網頁用同名 cookie，沒有時回應會發一個' } };

/** The collector's routes (server/http/routes/tracking.ts); spread into routeDocs, which checks their shape. */
export const trackingRouteDocs = {
  'POST /v1/events': { summary: '分析事件（批次最多 50 筆、64 KB，每筆屬性最多 2 KB；每個來源位址每日 5000、每分鐘 300 筆，每位訪客每日 500、每分鐘 100 筆，超出的丟棄並計數）', caller: true, body: EventsRequest, headers: anonymousHeader, response: EventsAccepted, status: 202 },
  'POST /search/v1/click-after-search': { summary: '搜尋後點擊', caller: true, body: SearchClickRequest, headers: anonymousHeader, response: EventsAccepted, status: 202 },
  'POST /search/v1/convert-after-search': { summary: '搜尋後轉換（加入購物車）', caller: true, body: SearchConvertRequest, headers: anonymousHeader, response: EventsAccepted, status: 202 },
  'POST /v1/error-reports': { summary: '前端錯誤回報（依訊息與堆疊去重，每位訪客每小時 20 筆、每個來源位址每小時 60 筆）', body: ErrorReportRequest, response: ErrorReportResult, status: 202, errors: [429] },
  'GET /dev/events.json': { summary: '最新 200 筆分析事件（僅示範模式）', response: RecentEvents, demo: true },
} as const;
