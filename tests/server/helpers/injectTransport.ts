import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { FastifyInstance, InjectOptions } from 'fastify';

type Method = NonNullable<InjectOptions['method']>;

/**
 * The page server's way to the API for the ports without an in-process adapter: each call of
 * the client's axios adapters is dispatched into this same Fastify app (light-my-request). The
 * routes, the caller's identity (token or session driver, the client's refresh on AUTH_100023,
 * Set-Cookie into the request's cookie jar) and the error bodies are the API's own; there is no
 * socket, no compression (no Accept-Encoding is sent) and no API_BASE_URL.
 */
export function injectTransport(app: FastifyInstance): AxiosAdapter {
  return async (config) => {
    const response = await app.inject({
      method: (config.method ?? 'get').toUpperCase() as Method,
      url: axios.getUri({ ...config, baseURL: '' }),
      headers: headersOf(config),
      payload: typeof config.data === 'string' ? config.data : undefined,
    });
    const result: AxiosResponse = {
      data: response.payload,
      status: response.statusCode,
      statusText: response.statusMessage,
      headers: response.headers as AxiosResponse['headers'],
      config,
      request: {},
    };
    return settle(result, config);
  };
}

/** What axios's own adapters do with a status outside validateStatus. */
function settle(result: AxiosResponse, config: InternalAxiosRequestConfig): AxiosResponse {
  if (!config.validateStatus || config.validateStatus(result.status)) return result;
  const code = result.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  throw new AxiosError(`Request failed with status code ${result.status}`, code, config, {}, result);
}

function headersOf(config: InternalAxiosRequestConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
    if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
  }
  return headers;
}
