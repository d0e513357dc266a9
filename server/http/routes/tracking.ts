import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ensureAnonymousId, readVisitor } from '../../services/tracking/visitor';

/**
 * The collector's one plain hook: a visitor gets the anonymous id with the first page, before any
 * event or search call races to ask for one. The collector's endpoints are declared
 * (contract/endpoints/tracking.ts, services/tracking/handlers.ts); its retention sweep is started by the app.
 */
export function trackingRoutes(app: FastifyInstance, _ctx: AppContext): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' && String(request.headers.accept ?? '').includes('text/html')) ensureAnonymousId(request, reply, readVisitor(request));
  });
}
