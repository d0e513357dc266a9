import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { envelope } from '../../../contract/common';
import { pathOf, type DataOf, type Endpoint, type EndpointDispatch, type RouteAnswer, type WireInput } from '../../../contract/endpoint';
import type { ErrorReporter } from '../../application/shell/ports';
import type { CookieJar } from '../cookie/CookieJar';
import { isInvalidOAuthToken, reportOf, setCookiesOf } from './answers';
import { fromResponse } from './mapHttpError';
import './requestFlags';

/**
 * The one typed client of the declared endpoints (contract/endpoints): `api.call(endpoint, input)`
 * sends the call over the shared axios instance (its headers, timeout, cookie jar, the SPEC §8
 * failure mapping and the AUTH_100023 recovery) and answers the endpoint's `data` (an `envelope`
 * endpoint's whole body).
 */
export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, ...input: WireInput<E> extends { params?: undefined; query?: undefined; body?: undefined } ? [WireInput<E>?] : [WireInput<E>]): Promise<DataOf<E>>;
}

export interface ApiClientOptions {
  /**
   * Parse each answer with the endpoint's response schema. The browser does (the answer crossed the
   * network); the page server's in-process dispatch hands over the handler's own typed data, which
   * was never serialised, so it does not parse it again.
   */
  parseAnswers: boolean;
  /**
   * The page server: each call goes straight to the endpoint's handler in this process (no axios on the
   * way, the same headers, the answer's cookies into the visitor's jar). Only a call the shop answers
   * AUTH_100023 takes the axios path, whose recovery refreshes the token and tries once more.
   */
  direct?: { dispatch: EndpointDispatch; headers: () => Record<string, string>; jar?: CookieJar; reporter: ErrorReporter };
}

type Wire = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> };

/** The query as the route's parser hands it over: strings, an array's values under `name[]` (axios's way of sending them). */
function routeQuery(query: Record<string, unknown> | undefined): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    const values = (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== null).map((v) => (v instanceof Date ? v.toISOString() : String(v)));
    if (values.length > 0) out[Array.isArray(value) ? `${name}[]` : name] = values.length === 1 ? values[0] : values;
  }
  return out;
}

const stringParams = (params: Record<string, unknown> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, String(value)]));

const lowerCased = (headers: Record<string, string> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));

export function createApiClient(http: AxiosInstance, options: ApiClientOptions): ApiClient {
  const envelopes = new WeakMap<object, ReturnType<typeof envelope>>();
  const envelopeOf = (schema: NonNullable<Endpoint['response']>) => {
    if (!envelopes.has(schema)) envelopes.set(schema, envelope(schema as never));
    return envelopes.get(schema)!;
  };
  return {
    async call(endpoint, ...[input]) {
      const wire = (input ?? {}) as Wire;
      const body = wire.body ?? (endpoint.method === 'GET' ? undefined : {});
      const direct = options.direct && (await callDirect(options.direct, endpoint, wire, body));
      if (direct) return (endpoint.envelope ? direct.body : (direct.body as { data?: unknown }).data) as never;
      const response = await http.request({
        method: endpoint.method, url: pathOf(endpoint, wire.params), params: wire.query, data: body, headers: wire.headers, endpoint,
        // An account call settles the token itself: no AUTH_100023 recovery around it (contract/endpoint.ts).
        skipAuthRecovery: endpoint.settlesToken === true,
      });
      if (endpoint.envelope) return (options.parseAnswers ? z.parse(endpoint.envelope, response.data) : response.data) as never;
      if (!endpoint.response) return undefined as never;
      if (!options.parseAnswers) return (response.data as { data: never }).data;
      return envelopeOf(endpoint.response).parse(response.data).data as never;
    },
  };
}

/** The page server's direct call; null when it must take the axios path (a token to refresh, an endpoint not registered). */
async function callDirect(direct: NonNullable<ApiClientOptions['direct']>, endpoint: Endpoint, wire: Wire, body: unknown): Promise<RouteAnswer | null> {
  const answer = await direct.dispatch(endpoint, {
    params: stringParams(wire.params), query: routeQuery(wire.query),
    // As the route would read it from JSON: undefined fields gone, dates as strings.
    body: body === undefined ? undefined : JSON.parse(JSON.stringify(body)),
    headers: { ...direct.headers(), ...lowerCased(wire.headers) },
  });
  if (!answer) return null;
  direct.jar?.absorb(setCookiesOf(answer.headers));
  if (answer.status < 400) return answer;
  const failure = fromResponse(answer.status, answer.body, answer.headers);
  if (isInvalidOAuthToken(failure) && !endpoint.settlesToken) return null;
  const reported = reportOf(answer.status, failure);
  if (reported) direct.reporter.report(reported, { method: endpoint.method, url: endpoint.path });
  throw failure;
}
