import { endpoint } from '../endpoint';
import {
  AnonymousId, ANONYMOUS_ID, ErrorReportRequest, ErrorReportResult, EventsAccepted, EventsRequest, RecentEvents, SearchClickRequest, SearchConvertRequest,
  TrackingLimits,
} from '../tracking';
import { CollectorPaths } from '../trackingIds';

const anonymousHeader = { [ANONYMOUS_ID]: { schema: AnonymousId, required: false, description: '訪客匿名 id（原生 App）；網頁用同名 cookie，沒有時回應會發一個' } } as const;

/** The collector: analytics events, search clicks and conversions, error reports (SPEC §4.7, §5, §7, §8). */
export const TrackingEndpoints = {
  events: endpoint({
    method: 'POST', path: CollectorPaths.EVENTS, access: 'caller',
    summary: '分析事件（批次最多 50 筆、64 KB，每筆屬性最多 2 KB；每個來源位址每日 5000、每分鐘 300 筆，每位訪客每日 500、每分鐘 100 筆，超出的丟棄並計數）',
    body: EventsRequest, headers: anonymousHeader, response: EventsAccepted, status: 202, bodyLimit: TrackingLimits.BATCH_MAX_BYTES,
  }),
  searchClick: endpoint({
    method: 'POST', path: CollectorPaths.SEARCH_CLICK, summary: '搜尋後點擊', access: 'caller',
    body: SearchClickRequest, headers: anonymousHeader, response: EventsAccepted, status: 202, bodyLimit: TrackingLimits.SEARCH_MAX_BYTES,
  }),
  searchConvert: endpoint({
    method: 'POST', path: CollectorPaths.SEARCH_CONVERT, summary: '搜尋後轉換（加入購物車）', access: 'caller',
    body: SearchConvertRequest, headers: anonymousHeader, response: EventsAccepted, status: 202, bodyLimit: TrackingLimits.SEARCH_MAX_BYTES,
  }),
  errorReport: endpoint({
    method: 'POST', path: CollectorPaths.ERROR_REPORTS, access: 'public',
    summary: '前端錯誤回報（依訊息與堆疊去重，每位訪客每小時 20 筆、每個來源位址每小時 60 筆）',
    body: ErrorReportRequest, response: ErrorReportResult, status: 202, errors: [429], bodyLimit: TrackingLimits.ERROR_REPORT_MAX_BYTES,
  }),
  recentEvents: endpoint({
    method: 'GET', path: '/dev/events.json', summary: '最新 200 筆分析事件（僅示範模式）', access: 'public', response: RecentEvents, demo: true,
  }),
};
