import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { endpointTable } from '../registerEndpoints';
import { openApiDocument, type RegisteredRoute } from '../openapi/document';

/**
 * GET /openapi.json: the OpenAPI 3.1 document of the JSON API. Paths and methods are what Fastify
 * registered (this function is registered first so its onRoute hook sees every later route); request
 * and response schemas come from each endpoint's declaration in contract/endpoints.
 * Built once on first request; public, cacheable, with an ETag.
 */
export function openApiRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const providerCallback = route.config?.csrf === 'provider-callback';
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, providerCallback });
  });

  let built: { body: string; etag: string } | null = null;
  const document = () => {
    if (built) return built;
    const declared = endpointTable(app);
    const draft = JSON.stringify(openApiDocument(routes, declared, { origin: ctx.config.publicOrigin, version: '0' }));
    const version = createHash('sha256').update(draft).digest('hex').slice(0, 12);
    const body = JSON.stringify(openApiDocument(routes, declared, { origin: ctx.config.publicOrigin, version }));
    built = { body, etag: `"${version}"` };
    return built;
  };

  app.get('/openapi.json', async (request, reply) => {
    const { body, etag } = document();
    reply.header('cache-control', 'public, max-age=300').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
