import { ref, schemaOf, type Json } from './components';
import type { AnySchema, RouteDoc } from './routeDoc';

/**
 * How a caller proves who they are. Any one of the three credentials signs a member in
 * (http/authContext.ts); `platform` is no credential but the CSRF guard every state change must
 * carry (http/csrf.ts), so it is required next to them where it applies.
 */
export const SECURITY_SCHEMES = {
  oauthToken: { type: 'apiKey', in: 'header', name: 'x-oauth-token', description: 'access token（原生 App、頁面伺服器）；無效時 401 AUTH_100023' },
  authCookie: { type: 'apiKey', in: 'cookie', name: 'auth_token_data', description: '登入後設定的 HttpOnly、SameSite=Lax cookie（瀏覽器），內容為 TokenData JSON；取其中的 access_token' },
  sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sid', description: '社群登入與示範登入設定的 HttpOnly session cookie（沒有 token 時才看）' },
  staffCookie: { type: 'apiKey', in: 'cookie', name: 'staff_sid', description: '後台登入設定的 HttpOnly、SameSite=Strict、path=/admin 的 session cookie；沒有或角色不符時一律 404' },
  platformHeader: { type: 'apiKey', in: 'header', name: 'platform', description: '變更狀態 (POST/PUT/PATCH/DELETE) 一律要帶：desktop | mobile | ios.app | android.app。跨站表單送不出這個標頭；缺少時 403 GEN_000403' },
} as const;
const CREDENTIALS = ['oauthToken', 'authCookie', 'sessionCookie'] as const;

/** The operation's `security`: a member route takes any one credential, a public one none (`[]`), an optional-caller one either. */
export function securityOf(doc: RouteDoc | undefined, csrfGuarded: boolean): Json[] {
  const guard: Json = csrfGuarded ? { platformHeader: [] } : {};
  const members = CREDENTIALS.map((name) => ({ ...guard, [name]: [] }));
  if (doc?.staff) return [{ ...guard, staffCookie: [] }];
  if (doc?.member) return members;
  if (doc?.caller) return [guard, ...members];
  return csrfGuarded ? [guard] : [];
}

const DESCRIPTIONS: Record<number, string> = {
  200: 'OK', 201: 'Created', 202: 'Accepted（已收下，非同步處理或已計數）', 204: 'No Content', 303: 'See Other',
  400: '輸入錯誤：GEN_000400 或該領域的代碼；fields 為各欄位的訊息。格式錯誤的 JSON、網址或請求目標也是 400',
  401: '未登入 (AUTH_100001)、登入已失效 (AUTH_100023)，或憑證錯誤',
  403: '缺少 platform 標頭 (GEN_000403)、來自其他網站 (GEN_000003)，或不是自己的資料',
  404: '找不到 (GEN_000002)，或不是自己的',
  408: '請求逾時 (GEN_000408)：標頭或內容沒在時限內送完，連線隨即關閉',
  409: '目前的狀態不允許（已關閉、已處理、已達上限）',
  410: '已過期',
  413: '內容過大 (GEN_000400)',
  415: '不是 JSON (GEN_000415)：變更狀態的呼叫一律送 JSON（沒有內容時送 {}）',
  422: '無法處理（Idempotency-Key 用在另一筆結帳、序號不存在）',
  429: '太頻繁 (GEN_000429)；Retry-After 秒後再試',
  500: '未預期的錯誤 (GEN_000500，不含細節)',
  503: '暫時無法服務 (GEN_000503)：資料庫離線、關閉中或忙碌；可能帶 Retry-After',
};

const retryAfter = (required: boolean) => ({
  'Retry-After': { required, description: '幾秒後再試', schema: { type: 'integer', minimum: 1 } },
});
const errorResponse = (status: number, description = DESCRIPTIONS[status]): Json => ({
  description,
  ...(status === 429 ? { headers: retryAfter(true) } : status === 503 ? { headers: retryAfter(false) } : {}),
  content: { 'application/json': { schema: ref('ErrorBody') } },
});

/** `{ data }` with the route's payload; nothing else in the envelope unless the route documents a whole body. */
function successBody(doc: RouteDoc | undefined, names: Map<AnySchema, string>): Json {
  if (doc?.envelope) return schemaOf(doc.envelope, names, 'output');
  const data = doc?.response ? schemaOf(doc.response, names, 'output') : {};
  return { type: 'object', properties: { data }, required: ['data'], ...(doc?.response ? { additionalProperties: false } : {}) };
}

/** A route with its own body limit says what it is: more is refused before the body is parsed. */
const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${+(bytes / 1024).toFixed(1)} KB`);
const tooLarge = (limit: number | undefined) => (limit ? `${DESCRIPTIONS[413]}：內容上限 ${sizeOf(limit)}` : DESCRIPTIONS[413]);

export interface Shape { stateChanging: boolean; csrfGuarded: boolean }

/**
 * Every status the route can answer: its success status(es), then the failures each gate adds
 * (any request → 400 and 408, member → 401, state change → 403/413/415) and the route's own, then 500 and 503.
 */
export function responsesOf(doc: RouteDoc | undefined, shape: Shape, names: Map<AnySchema, string>): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const status of [doc?.status ?? 200].flat()) {
    out[status] = status === 204 || status === 303
      ? { description: DESCRIPTIONS[status] }
      : doc?.produces
        ? { description: DESCRIPTIONS[status], content: { [doc.produces]: { schema: { type: 'string' } } } }
        : { description: DESCRIPTIONS[status], content: { 'application/json': { schema: successBody(doc, names) } } };
  }
  const failures = new Set<number>([400, 408, 500, 503, ...(doc?.errors ?? [])]);
  if (doc?.member) failures.add(401);
  if (doc?.staff) failures.add(404);
  if (shape.csrfGuarded) failures.add(403);
  if (shape.stateChanging) [413, 415].forEach((status) => failures.add(status));
  for (const status of [...failures].sort((a, b) => a - b)) out[status] = errorResponse(status, status === 413 ? tooLarge(doc?.bodyLimit) : undefined);
  return out;
}
