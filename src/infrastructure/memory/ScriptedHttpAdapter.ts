import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** What the fake API answers: a response, or a transport failure (no answer at all, or too late). */
export type ScriptedReply =
  | { status: number; data?: unknown; headers?: Record<string, string | string[]> }
  | { failure: 'timeout' | 'refused' | 'aborted' };

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  data: unknown;
  auth: { username: string; password: string } | undefined;
  timeout: number | undefined;
}

type Responder = (request: RecordedRequest) => ScriptedReply;

/**
 * A fake axios adapter: it answers from a script instead of the network, so the real HTTP
 * client (headers, mapping, recovery) runs in tests and specs. Unscripted calls get a 404.
 */
export class ScriptedHttpAdapter {
  readonly requests: RecordedRequest[] = [];
  private readonly routes: { method: string; path: string; reply: Responder }[] = [];

  /** Later scripts for the same call win, so a scenario can change an answer midway. */
  on(method: string, path: string, reply: ScriptedReply | Responder): this {
    this.routes.unshift({ method: method.toLowerCase(), path, reply: typeof reply === 'function' ? reply : () => reply });
    return this;
  }

  readonly adapter: AxiosAdapter = async (config) => {
    const request = record(config);
    this.requests.push(request);
    const route = this.routes.find((r) => r.method === request.method && r.path === pathOf(request.url));
    const reply = route ? route.reply(request) : { status: 404, data: { error_code: 'GEN_000002', message: '找不到資源' } };
    return settle(config, reply);
  };
}

function record(config: InternalAxiosRequestConfig): RecordedRequest {
  const headers = AxiosHeaders.from(config.headers).toJSON() as Record<string, string>;
  const data = typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : config.data;
  return {
    method: (config.method ?? 'get').toLowerCase(),
    url: config.url ?? '',
    headers: Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), String(value)])),
    data,
    auth: config.auth,
    timeout: config.timeout,
  };
}

const pathOf = (url: string) => url.split('?')[0];

function settle(config: InternalAxiosRequestConfig, reply: ScriptedReply): AxiosResponse {
  if ('failure' in reply) {
    if (reply.failure === 'timeout') throw new AxiosError('timeout exceeded', AxiosError.ECONNABORTED, config);
    if (reply.failure === 'aborted') throw new AxiosError('canceled', AxiosError.ERR_CANCELED, config);
    throw new AxiosError('connect ECONNREFUSED 127.0.0.1:3000', 'ECONNREFUSED', config);
  }
  const response: AxiosResponse = {
    status: reply.status,
    statusText: String(reply.status),
    data: reply.data ?? '',
    headers: new AxiosHeaders(reply.headers ?? {}),
    config,
  };
  if (reply.status >= 200 && reply.status < 300) return response;
  const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, null, response);
}
