import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../api/errors';
import { parseInput } from '../../api/validation';
import { StoreMapPageQuery } from '../../../contract/checkoutRequests';
import { ownCheckout } from '../../services/checkout/checkouts';
import { LOGISTICS_PATHS, type LogisticsDeps } from '../../services/logistics/LogisticsDeps';
import { LogisticsMessages as M } from '../../services/logistics/messages';
import { applyMapReply } from '../../services/logistics/mapReply';
import { applyStatusCallback } from '../../services/logistics/statusCallback';
import { EcpayStoreMap } from '../../services/stores/EcpayStoreMap';
import { postingForm, sendLogisticsPage } from './logisticsPages';

/** What ECPay form-posts: names and values, nothing nested. */
export const ProviderPost = z.record(z.string().max(40), z.string().max(1000));
const CALLBACK = { config: { csrf: 'provider-callback' as const } };

/**
 * ECPay logistics' pages and posts to the shop (production and demo alike): the hand-off page that
 * form-posts to the e-map, the e-map's reply (ServerReplyURL of the map), and the status callbacks
 * (ServerReplyURL of each shipment, answered `1|OK` once kept).
 */
export function ecpayLogisticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const logistics = ctx.logistics;
  if (!logistics) return;
  const deps: LogisticsDeps = { db: ctx.db, logistics, mailer: ctx.mailer, origin: ctx.config.publicOrigin, now: ctx.now };
  const states = new EcpayStoreMap(ctx.db);

  app.get(LOGISTICS_PATHS.mapHandOff, async (request, reply) => {
    const { chain, state } = parseInput(StoreMapPageQuery, request.query);
    const owner = await states.readState(state);
    if (!owner || !(await ownCheckout(ctx.db, owner.memberId, owner.checkoutId))) throw notFound();
    const form = logistics.mapForm({ chain, extraData: state, replyUrl: `${ctx.config.publicOrigin}${LOGISTICS_PATHS.mapReply}`, collect: false });
    return sendLogisticsPage(reply, { title: M.GOING_TO_MAP, body: postingForm(form, M.TO_MAP), autoSubmit: true });
  });

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.post(LOGISTICS_PATHS.mapReply, CALLBACK, async (request, reply) => {
      const path = await applyMapReply(ctx.db, logistics, parseInput(ProviderPost, request.body));
      if (!path) throw notFound();
      return reply.redirect(path, 303);
    });
    scope.post(LOGISTICS_PATHS.status, CALLBACK, async (request, reply) => {
      const outcome = await applyStatusCallback(deps, parseInput(ProviderPost, request.body));
      if (outcome === 'bad-signature') ctx.log.warn({ path: LOGISTICS_PATHS.status }, 'an ECPay logistics callback failed its CheckMacValue');
      if (outcome === 'unknown-shipment') ctx.log.warn({ path: LOGISTICS_PATHS.status, staff: true }, 'an ECPay logistics callback named no shipment of ours');
      // ECPay reads the body, not the HTTP status: anything but `1|OK` makes it send the callback again.
      return reply.type('text/plain; charset=utf-8').send(outcome === 'applied' || outcome === 'repeated' ? '1|OK' : '0|ERROR');
    });
  });
}
