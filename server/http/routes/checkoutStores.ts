import type { FastifyInstance } from 'fastify';
import { CheckoutIdParams, StoreMapCallback, StoreMapPageQuery } from '../../../contract/checkoutRequests';
import type { StoreBody } from '../../../contract/checkout';
import { STORE_CHAINS, type StoreChain } from '../../../src/domain/checkout/delivery';
import type { AppContext } from '../../context';
import { ownCheckout } from '../../services/checkout/checkouts';
import { DemoStoreMap, searchStores } from '../../services/stores/DemoStoreMap';
import { notFound } from '../../api/errors';
import { escapeHtml } from '../../html';
import { parseInput } from '../../api/validation';
import { sendDemoPage } from './demoPage';

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

function searchForm(chain: StoreChain, state: string, query: string): string {
  return `<form method="get" action="/sandbox/store-map" role="search">${hidden('chain', chain)}${hidden('state', state)}
<label for="query">門市名稱、店號或地址</label><input id="query" name="query" type="search" maxlength="40" value="${escapeHtml(query)}">
<button type="submit">搜尋</button></form>`;
}

// The button's accessible name starts with its visible text (WCAG 2.5.3) and names the store.
function storeItem(store: StoreBody, checkoutId: number, state: string): string {
  const name = escapeHtml(store.name);
  return `<li><h3>${name}</h3><p>店號 ${escapeHtml(store.store_id)}<br>${escapeHtml(store.address)}</p>
<form method="post" action="/groupbuy/pay/v2/${checkoutId}/cs-redirection">${hidden('chain', store.chain)}${hidden('store_id', store.store_id)}${hidden('state', state)}<button type="submit" aria-label="選擇此門市：${name}">選擇此門市</button></form></li>`;
}

function storeMapBody(input: { chain: StoreChain; state: string; query: string; checkoutId: number; stores: StoreBody[] }): string {
  const list = input.stores.length === 0
    ? '<p>找不到符合的門市，請換個關鍵字</p>'
    : `<ul class="stores">${input.stores.map((s) => storeItem(s, input.checkoutId, input.state)).join('')}</ul>`;
  return `${searchForm(input.chain, input.state, input.query)}<h2>${escapeHtml(STORE_CHAINS[input.chain])} 門市</h2>${list}`;
}

/**
 * The demo store map's pages (demo mode only): the map page, and cs-redirection, where the map
 * form-posts the chosen store back. Its JSON calls (where to send the shopper, the store search) are
 * declared endpoints (services/stores/handlers.ts).
 */
export function checkoutStoreRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.config.demoMode) return;
  const map = new DemoStoreMap(ctx.db);

  // The map page itself: the state is all it knows of the shopper (a provider's page sees no cookie of ours).
  app.get('/sandbox/store-map', async (request, reply) => {
    const { chain, state, query } = parseInput(StoreMapPageQuery, request.query);
    const owner = await map.readState(state);
    if (!owner || !(await ownCheckout(ctx.db, owner.memberId, owner.checkoutId))) throw notFound();
    const stores = await searchStores(ctx.db, chain, query);
    return sendDemoPage(reply, '選擇取貨門市', storeMapBody({ chain, state, query, checkoutId: owner.checkoutId, stores }));
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
