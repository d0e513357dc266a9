import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { envelope } from '../../../contract/common';
import { pathOf, type DataOf, type Endpoint, type WireInput } from '../../../contract/endpoint';
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
}

export function createApiClient(http: AxiosInstance, options: ApiClientOptions): ApiClient {
  const envelopes = new WeakMap<object, ReturnType<typeof envelope>>();
  const envelopeOf = (schema: NonNullable<Endpoint['response']>) => {
    if (!envelopes.has(schema)) envelopes.set(schema, envelope(schema as never));
    return envelopes.get(schema)!;
  };
  return {
    async call(endpoint, ...[input]) {
      const wire = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> };
      const body = wire.body ?? (endpoint.method === 'GET' ? undefined : {});
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
