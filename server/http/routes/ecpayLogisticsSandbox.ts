import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { escapeHtml } from '../../html';
import { parseInput } from '../../api/validation';
import { STORE_CHAINS } from '../../../src/domain/checkout/delivery';
import { listChainStores, type MapStore } from '../../db/repositories/shipments/mapStores';
import { EcpayLogistics } from '../../services/logistics/ecpay/EcpayLogistics';
import { chainOfSubType, PRINT_DOCUMENT_PATH, PRINT_PATHS } from '../../services/logistics/ecpay/ecpayFields';
import { createSandboxShipment, isMerchantPost, querySandboxShipment, runSandboxLogistics } from '../../services/logistics/ecpay/sandbox/sandboxLogistics';
import { TRADE_QUERY_PATH } from '../../services/logistics/ecpay/tradeQuery';
import { SANDBOX_LOGISTICS_BASE as BASE } from '../../services/logistics/ecpay/sandbox/sandboxSettings';
import { LogisticsMessages as M } from '../../services/logistics/messages';
import { DEMO_TIMINGS } from '../../services/memberOrders/demoTimings';
import { ownOriginFetch } from '../ownOriginFetch';
import { ProviderPost } from './ecpayLogistics';
import { hiddenFields, sendLogisticsPage } from './logisticsPages';

const FORM_POST = { config: { csrf: 'provider-callback' as const } };
const STORES_PER_CHAIN = 6;

// The button's accessible name starts with its visible text (WCAG 2.5.3) and names the store.
function storeItem(store: MapStore, posted: Record<string, string>): string {
  const reply = {
    MerchantID: posted.MerchantID, MerchantTradeNo: posted.MerchantTradeNo ?? '', LogisticsSubType: posted.LogisticsSubType,
    CVSStoreID: store.store_id, CVSStoreName: store.name, CVSAddress: store.address, CVSTelephone: '', CVSOutSide: '0', ExtraData: posted.ExtraData ?? '',
  };
  const name = escapeHtml(store.name);
  return `<li><h3>${name}</h3><p>${M.STORE_ID} ${escapeHtml(store.store_id)}<br>${escapeHtml(store.address)}</p>
<form method="post" action="${escapeHtml(posted.ServerReplyURL)}">${hiddenFields(reply)}<button type="submit" aria-label="${M.CHOOSE_STORE}：${name}">${M.CHOOSE_STORE}</button></form></li>`;
}

// ECPay answers a refused call with HTTP 200 and `0|reason`.
const refuse = (reply: FastifyReply, message: string) => reply.type('text/plain; charset=utf-8').send(`0|${message}`);

/**
 * Demo mode's local ECPay logistics (/sandbox/ecpay/...): the e-map (seeded stores of the chain), /Express/Create,
 * the label pages, and the status callbacks its timer sends to each shipment's ServerReplyURL. Registered only in
 * demo mode, and only when the shop's logistics is pointed at it.
 */
export function ecpayLogisticsSandboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const logistics = ctx.logistics;
  if (!ctx.config.demoMode || !(logistics instanceof EcpayLogistics) || logistics.baseUrl !== `${ctx.config.publicOrigin}${BASE}`) return;
  const fetcher = ownOriginFetch(app, ctx.config.publicOrigin);
  logistics.useFetch(fetcher);
  startStatusTimer(app, ctx, fetcher);

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.post(`${BASE}/Express/map`, FORM_POST, async (request, reply) => {
      const posted = parseInput(ProviderPost, request.body);
      const chain = chainOfSubType(posted.LogisticsSubType ?? '');
      if (!isMerchantPost(posted, false) || !chain || !/^https?:\/\//.test(posted.ServerReplyURL ?? '')) return refuse(reply, 'Parameter Error');
      const stores = await listChainStores(ctx.db, chain, STORES_PER_CHAIN);
      const body = `<h2>${escapeHtml(STORE_CHAINS[chain])}</h2><ul class="stores">${stores.map((s) => storeItem(s, posted)).join('')}</ul>`;
      return sendLogisticsPage(reply, { title: M.SANDBOX_MAP_TITLE, notice: M.SANDBOX_NOTICE, body });
    });
    scope.post(`${BASE}/Express/Create`, FORM_POST, async (request, reply) => {
      const answer = await createSandboxShipment(ctx.db, parseInput(ProviderPost, request.body), ctx.now());
      return reply.type('text/plain; charset=utf-8').send(answer);
    });
    scope.post(`${BASE}${TRADE_QUERY_PATH}`, FORM_POST, async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(await querySandboxShipment(ctx.db, parseInput(ProviderPost, request.body))));
    for (const path of [...Object.values(PRINT_PATHS), PRINT_DOCUMENT_PATH]) {
      scope.post(`${BASE}${path}`, FORM_POST, async (request, reply) => {
        const posted = parseInput(ProviderPost, request.body);
        if (!isMerchantPost(posted, true)) return refuse(reply, 'CheckMacValue Error');
        const rows = ['AllPayLogisticsID', 'CVSPaymentNo', 'CVSValidationNo'].filter((k) => posted[k])
          .map((k) => `<dt>${k}</dt><dd>${escapeHtml(posted[k])}</dd>`).join('');
        return sendLogisticsPage(reply, { title: M.LABEL_TITLE, notice: M.SANDBOX_NOTICE, body: `<dl>${rows}</dl>` });
      });
    }
  });
}

/** The local logistics' status callbacks, every DEMO_TIMINGS.tickMs; only to the shop's own origin (no requests elsewhere from a demo). */
function startStatusTimer(app: FastifyInstance, ctx: AppContext, fetcher: typeof fetch): void {
  const post = async (url: string, fields: Record<string, string>) => {
    if (!url.startsWith(`${ctx.config.publicOrigin}/`)) return;
    const answer = await fetcher(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
    if ((await answer.text()) !== '1|OK') ctx.log.warn({ url }, 'the shop did not answer 1|OK to a sandbox logistics status');
  };
  const run = () => void runSandboxLogistics(ctx.db, post, ctx.now()).catch((err: unknown) => ctx.log.error({ err }, 'sandbox logistics failed'));
  const timer = setInterval(run, DEMO_TIMINGS.tickMs).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
