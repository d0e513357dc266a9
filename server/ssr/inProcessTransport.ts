import { fastifyCookie } from '@fastify/cookie';
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { parse as parseQuery } from 'fast-querystring';
import { endpointKey } from '../../contract/endpoint';
import type { AppContext } from '../context';
import type { Answer, CookieToSet, Handling } from '../http/endpoints/handler';
import type { EndpointTable } from '../http/endpoints/registerEndpoints';
import { runEndpoint, successStatus } from '../http/endpoints/runEndpoint';
import { errorAnswer } from '../http/errorHandling';

/**
 * The page server's way to the API: every typed call (ApiClient, which names its declared endpoint)
 * runs that endpoint's handler in this process with the visitor's credentials — the same parsing,
 * access check and handler as the Fastify route, with no socket, no JSON and no second adapter per
 * port. A failure answers what the API would (status, error body, Retry-After), so the client's SPEC §8
 * mapping and its AUTH_100023 recovery work as over HTTP. A call naming no declared endpoint goes
 * to `fallback` (the routes not declared yet, through app.inject).
 */
export function inProcessTransport(ctx: AppContext, table: EndpointTable, fallback: AxiosAdapter): AxiosAdapter {
  return async (config) => {
    const handling = config.endpoint ? table.get(endpointKey(config.endpoint)) : undefined;
    if (!handling) return fallback(config);
    const headers = headersOf(config);
    const url = new URL(axios.getUri({ ...config, baseURL: 'http://in-process' }));
    let result: AxiosResponse;
    let refusalCookies: readonly CookieToSet[] | undefined;
    try {
      const outcome = await runEndpoint(ctx, handling, {
        headers, cookies: parseCookies(headers.cookie), ip: '127.0.0.1', protocol: 'http',
        params: pathParams(handling, url.pathname), query: parseQuery(url.search.slice(1)), body: bodyOf(config.data),
      });
      if (!outcome.ok) {
        refusalCookies = outcome.cookies;
        throw outcome.error;
      }
      result = answered(config, handling, outcome);
    } catch (error) {
      const { answer, kind } = errorAnswer(error);
      if (kind === 'unexpected') ctx.log.error({ err: error, endpoint: endpointKey(handling.endpoint) }, 'unexpected error in an in-process call');
      result = response(config, answer.status, answer.body(), { ...answer.extra.headers, ...setCookieHeader(refusalCookies) });
    }
    return settle(result, config);
  };
}

function answered(config: InternalAxiosRequestConfig, handling: Handling, answer: Answer<unknown>): AxiosResponse {
  const status = successStatus(handling.endpoint, answer.status);
  const headers: Record<string, string | string[]> = { ...answer.headers, ...setCookieHeader(answer.cookies) };
  const body = handling.endpoint.envelope ? answer.data : { data: answer.data };
  return response(config, status, status === 204 ? '' : body, headers);
}

/** The Set-Cookie lines of an answer's cookies, as the route's reply would send them (the request's cookie jar takes them in). */
const setCookieHeader = (cookies: readonly CookieToSet[] | undefined): Record<string, string[]> =>
  (cookies?.length ? { 'set-cookie': cookies.map(setCookieLine) } : {});

const setCookieLine = (cookie: CookieToSet): string => cookie.value === null
  ? fastifyCookie.serialize(cookie.name, '', { ...cookie.options, expires: new Date(0), maxAge: undefined })
  : fastifyCookie.serialize(cookie.name, cookie.value, cookie.options);

const response = (config: InternalAxiosRequestConfig, status: number, data: unknown, headers: Record<string, string | string[]>): AxiosResponse =>
  ({ data, status, statusText: '', headers: headers as AxiosResponse['headers'], config, request: {} });

/** Path parameters as Fastify hands them over: decoded strings, by the declared path's names. */
function pathParams(handling: Handling, pathname: string): Record<string, string> {
  const names = handling.endpoint.path.split('/');
  const parts = pathname.split('/');
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
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
