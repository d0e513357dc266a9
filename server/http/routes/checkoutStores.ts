import type { FastifyInstance } from 'fastify';
import { CheckoutIdParams, StoreMapCallback, StoreMapStartQuery, StoreSearchQuery } from '../../../contract/checkoutRequests';
import type { StoreListBody, StoreMapStartBody } from '../../../contract/checkout';
import type { AppContext } from '../../context';
import { ownCheckout } from '../../services/checkout/checkouts';
import { DemoStoreMap, searchStores } from '../../services/stores/DemoStoreMap';
import { requireMember } from '../authContext';
import { notFound } from '../errors';
import { parseInput } from '../validation';

/**
 * Store pickup through the demo store map (demo mode only): where to send the shopper, the map's
 * store search, and cs-redirection, where the map form-posts the chosen store back.
 */
export function checkoutStoreRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.config.demoMode) return;
  const map = new DemoStoreMap(ctx.db);

  app.get('/v1/checkouts/:id/store-map', async (request): Promise<{ data: StoreMapStartBody }> => {
    const member = await requireMember(ctx, request);
    const { id } = parseInput(CheckoutIdParams, request.params);
    const { chain } = parseInput(StoreMapStartQuery, request.query);
    if (!(await ownCheckout(ctx.db, member.id, id))) throw notFound();
    return { data: { path: await map.mapPath({ checkoutId: id, memberId: member.id, chain }) } };
  });

  app.get('/sandbox/store-map/stores', async (request): Promise<{ data: StoreListBody }> => {
    const { chain, query } = parseInput(StoreSearchQuery, request.query);
    return { data: { stores: await searchStores(ctx.db, chain, query) } };
  });

  // Providers post a form; its parser lives only inside this scope.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.post('/groupbuy/pay/v2/:id/cs-redirection', { config: { csrf: 'provider-callback' } }, async (request, reply) => {
      const { id } = parseInput(CheckoutIdParams, request.params);
      const posted = parseInput(StoreMapCallback, request.body);
      const state = await map.readState(posted.state);
      if (!state || state.checkoutId !== id || !(await ownCheckout(ctx.db, state.memberId, id))) throw notFound();
      const store = (await searchStores(ctx.db, posted.chain, posted.store_id)).find((s) => s.store_id === posted.store_id);
      if (!store) throw notFound();
      const query = new URLSearchParams({ chain: store.chain, store_id: store.store_id, store_name: store.name, store_address: store.address });
      return reply.redirect(`/groupbuy/pay/v2/${id}/cs-redirection?${query.toString()}`, 303);
    });
  });
}
