import type { FastifyInstance } from 'fastify';
import type { TokenStore } from '../../../src/application/auth/ports';
import { createApiClient, type ApiClient } from '../../../src/infrastructure/http/ApiClient';
import { createHttpClient } from '../../../src/infrastructure/http/createHttpClient';
import { appContext } from '../../../server/app';
import { endpointTable } from '../../../server/http/endpoints/registerEndpoints';
import { inProcessTransport } from '../../../server/ssr/inProcessTransport';
import { injectTransport } from '../../../server/ssr/inprocess/injectTransport';

/**
 * The typed client over the real server, the two ways it is used: `http` as the browser reaches the
 * API (every route, its JSON, parsed with the response schemas), `in-process` as the page server does
 * (the declared endpoints' handlers called in this process, the handler's own data handed over).
 */
export function apiClientOf(app: FastifyInstance, tokenStore: TokenStore, via: 'http' | 'in-process'): ApiClient {
  const inject = injectTransport(app);
  const adapter = via === 'http' ? inject : inProcessTransport(appContext(app), endpointTable(app), inject);
  const http = createHttpClient({ baseURL: '', platform: 'desktop', tokenStore, reporter: { report: () => {} }, adapter });
  return createApiClient(http, { parseAnswers: via === 'http' });
}
