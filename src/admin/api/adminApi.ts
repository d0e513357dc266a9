import { pathOf, type DataOf, type Endpoint, type RouteAnswer, type WireInput } from '../../../contract/endpoint';
import { AdminCopy } from '../messages';

/** An answer as the pages use it: the data, or the server's zh-TW message and per-field messages. */
export type AdminAnswer<T> = { ok: true; data: T } | { ok: false; status: number; message: string; fields: Record<string, string> };

/** Calls one declared staff endpoint (the browser over fetch, the page server in process). */
export type AdminApi = <E extends Endpoint>(endpoint: E, input?: WireInput<E>) => Promise<AdminAnswer<DataOf<E>>>;

/** Raw transport: method, path with its params filled, query and body; answers status and parsed body. */
export type AdminSend = (endpoint: Endpoint, call: { path: string; query: Record<string, string>; body: unknown }) => Promise<Pick<RouteAnswer, 'status' | 'body'>>;

const stringQuery = (query: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries((query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)]));

/** The API as the pages call it, over a transport. */
export function adminApi(send: AdminSend): AdminApi {
  return async (endpoint, input) => {
    const path = pathOf(endpoint, input?.params as Record<string, unknown> | undefined);
    try {
      const answer = await send(endpoint, { path, query: stringQuery(input?.query), body: input?.body ?? {} });
      return toAnswer(endpoint, answer);
    } catch {
      return { ok: false, status: 0, message: AdminCopy.NETWORK, fields: {} };
    }
  };
}

function toAnswer<T>(endpoint: Endpoint, answer: Pick<RouteAnswer, 'status' | 'body'>): AdminAnswer<T> {
  const body = (answer.body ?? {}) as { data?: T; message?: string; fields?: Record<string, string> };
  if (answer.status < 300) return { ok: true, data: (endpoint.envelope ? body : body.data) as T };
  return { ok: false, status: answer.status, message: body.message ?? AdminCopy.FAILED, fields: body.fields ?? {} };
}

/** The browser's transport: same-origin fetch with the headers the CSRF check asks of a state change. */
export const fetchSend: AdminSend = async (endpoint, call) => {
  const search = new URLSearchParams(call.query).toString();
  const withBody = endpoint.method !== 'GET';
  const response = await fetch(`${call.path}${search ? `?${search}` : ''}`, {
    method: endpoint.method,
    credentials: 'same-origin',
    headers: { platform: 'desktop', accept: 'application/json', ...(withBody ? { 'content-type': endpoint.consumes ?? 'application/json' } : {}) },
    // A text body (the CSV import) goes as it is; anything else as the JSON the CSRF check asks.
    body: withBody ? (endpoint.consumes ? String(call.body) : JSON.stringify(call.body)) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : {} };
};
