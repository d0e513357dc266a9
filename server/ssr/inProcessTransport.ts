import { fastifyCookie } from '@fastify/cookie';
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { parse as parseQuery } from 'fast-querystring';
import { endpointKey, type Endpoint, type EndpointDispatch, type RouteAnswer } from '../../contract/endpoint';
import type { AppContext } from '../context';
import type { Answer, CookieToSet, Handling } from '../api/handler';
import type { EndpointTable } from '../http/registerEndpoints';
import { runEndpoint, successStatus } from '../api/runEndpoint';
import { errorAnswer } from '../api/errorAnswer';

/**
 * The page server's way to the API: a declared endpoint's own handler, run in this process with the
 * visitor's credentials — the same access check, input parsing and answer as its Fastify route, with
 * no socket, no JSON and no second adapter per port. A failure answers what the API would (status,
 * error body, Retry-After), so the client's SPEC §8 mapping and its AUTH_100023 recovery work as over
 * HTTP. The typed client calls it directly (ApiClient's `direct`); its axios path reaches it through
 * `inProcessTransport` (the token refresh and the retry after it).
 */
export function inProcessDispatch(ctx: AppContext, table: EndpointTable): EndpointDispatch {
  return async (endpoint, call) => {
    const handling = table.get(endpointKey(endpoint));
    if (!handling) return null;
    let refusalCookies: readonly CookieToSet[] | undefined;
    try {
      const outcome = await runEndpoint(ctx, handling, { ...call, cookies: parseCookies(call.headers.cookie), ip: '127.0.0.1', protocol: 'http' });
      if (!outcome.ok) {
        refusalCookies = outcome.cookies;
        throw outcome.error;
      }
      return answered(handling, outcome);
    } catch (error) {
      const { answer, kind } = errorAnswer(error);
      if (kind === 'unexpected') ctx.log.error({ err: error, endpoint: endpointKey(endpoint) }, 'unexpected error in an in-process call');
      return { status: answer.status, body: answer.body(), headers: { ...answer.extra.headers, ...setCookieHeader(refusalCookies) } };
    }
  };
}

/** The dispatch as an axios adapter, for the client's axios path; a call naming no declared endpoint is a programming error. */
export function inProcessTransport(dispatch: EndpointDispatch): AxiosAdapter {
  return async (config) => {
    const endpoint = config.endpoint;
    if (!endpoint) throw new Error(`${config.method} ${config.url}: the page server calls declared endpoints only (contract/endpoints)`);
    const url = new URL(axios.getUri({ ...config, baseURL: 'http://in-process' }));
    const answer = await dispatch(endpoint, {
      headers: headersOf(config), params: pathParams(endpoint, url.pathname), query: parseQuery(url.search.slice(1)), body: bodyOf(config.data),
    });
    if (!answer) throw new Error(`${endpointKey(endpoint)} is not registered on this server`);
    return settle({ data: answer.body, status: answer.status, statusText: '', headers: answer.headers as AxiosResponse['headers'], config, request: {} }, config);
  };
}

function answered(handling: Handling, answer: Answer<unknown>): RouteAnswer {
  const status = successStatus(handling.endpoint, answer.status);
  const body = handling.endpoint.envelope || handling.endpoint.produces ? answer.data : { data: answer.data };
  return { status, body: status === 204 ? '' : body, headers: { ...answer.headers, ...setCookieHeader(answer.cookies) } };
}

/** The Set-Cookie lines of an answer's cookies, as the route's reply would send them (the request's cookie jar takes them in). */
const setCookieHeader = (cookies: readonly CookieToSet[] | undefined): Record<string, string[]> =>
  (cookies?.length ? { 'set-cookie': cookies.map(setCookieLine) } : {});

const setCookieLine = (cookie: CookieToSet): string => cookie.value === null
  ? fastifyCookie.serialize(cookie.name, '', { ...cookie.options, expires: new Date(0), maxAge: undefined })
  : fastifyCookie.serialize(cookie.name, cookie.value, cookie.options);

/** Path parameters as Fastify hands them over: decoded strings, by the declared path's names. */
function pathParams(endpoint: Endpoint, pathname: string): Record<string, string> {
  const parts = pathname.split('/');
  const params: Record<string, string> = {};
  endpoint.path.split('/').forEach((name, i) => {
    if (name.startsWith(':')) params[name.slice(1)] = decodeURIComponent(parts[i] ?? '');
  });
  return params;
}

/** The body as the route would parse it from the JSON axios wrote. */
const bodyOf = (data: unknown): unknown => (typeof data === 'string' && data !== '' ? JSON.parse(data) : data);

/** The cookies as @fastify/cookie parses them for a route. */
const parseCookies = (header: string | undefined): Record<string, string> => (header ? fastifyCookie.parse(header) : {});

function headersOf(config: InternalAxiosRequestConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
    if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
  }
  return headers;
}

/** What axios's own adapters do with a status outside validateStatus. */
function settle(result: AxiosResponse, config: InternalAxiosRequestConfig): AxiosResponse {
  if (!config.validateStatus || config.validateStatus(result.status)) return result;
  const code = result.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  throw new AxiosError(`Request failed with status code ${result.status}`, code, config, {}, result);
}
