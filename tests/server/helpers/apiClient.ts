import type { FastifyInstance } from 'fastify';
import type { TokenStore } from '../../../src/application/auth/ports';
import type { ErrorReporter } from '../../../src/application/shell/ports';
import type { CookieJar } from '../../../src/infrastructure/cookie/CookieJar';
import { createApiClient, type ApiClient } from '../../../src/infrastructure/http/ApiClient';
import { createHttpClient, shopHeaders } from '../../../src/infrastructure/http/createHttpClient';
import { appContext } from '../../../server/app';
import { endpointTable } from '../../../server/http/registerEndpoints';
import { inProcessDispatch, inProcessTransport } from '../../../server/ssr/inProcessTransport';
import { injectTransport } from './injectTransport';

export interface ClientOptions { jar?: CookieJar; userAgent?: string; reporter?: ErrorReporter; platform?: string }

/**
 * The typed client and its axios instance over the real server, built the two ways the shop builds them:
 * `http` as the browser reaches the API (every route, its JSON, parsed with the response schemas),
 * `in-process` as the page server does (httpModule with a `dispatch`: each call straight to the
 * endpoint's handler, the axios path over the same dispatch for the AUTH_100023 refresh and retry).
 */
export function clientsOf(app: FastifyInstance, tokenStore: TokenStore, via: 'http' | 'in-process', options: ClientOptions = {}) {
  const reporter = options.reporter ?? { report: () => {} };
  const platform = options.platform ?? 'desktop';
  const dispatch = inProcessDispatch(appContext(app), endpointTable(app));
  const adapter = via === 'http' ? injectTransport(app) : inProcessTransport(dispatch);
  const http = createHttpClient({ baseURL: '', platform, tokenStore, cookieJar: options.jar, userAgent: options.userAgent, reporter, adapter });
  const headers = () => shopHeaders({ tokenStore, platform, cookieJar: options.jar, userAgent: options.userAgent });
  const api = via === 'http'
    ? createApiClient(http, { parseAnswers: true })
    : createApiClient(http, { parseAnswers: false, direct: { dispatch, headers, jar: options.jar, reporter } });
  return { http, api };
}

export const apiClientOf = (app: FastifyInstance, tokenStore: TokenStore, via: 'http' | 'in-process', options: ClientOptions = {}): ApiClient =>
  clientsOf(app, tokenStore, via, options).api;
