import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorReportRequest, EventsRequest, SearchClickRequest, SearchConvertRequest } from '../../../contract/tracking';
import type { AppContext } from '../../context';
import { recordEvents, type EventOwner } from '../../services/tracking/events';
import { storeErrorReport } from '../../services/tracking/errorReports';
import { pruneQuotas } from '../../services/tracking/quota';
import { recordSearchEvent } from '../../services/tracking/search';
import { ensureAnonymousId, readVisitor } from '../../services/tracking/visitor';
import { identifyCaller } from '../authContext';
import { tooManyAttempts } from '../errors';
import { parseInput } from '../validation';

const HOUR = 3_600_000;
/** Events older than this are deleted by the hourly job: the table stays bounded in time as well as per visitor. */
export const EVENT_RETENTION_MS = 180 * 24 * HOUR;

async function ownerOf(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<EventOwner> {
  const visitor = readVisitor(request);
  const caller = await identifyCaller(ctx, request);
  return { visitorId: ensureAnonymousId(request, reply, visitor), memberId: caller.member?.id ?? null, address: visitor.address, campaign: visitor.campaign };
}

const refererPath = (request: FastifyRequest): string => {
  try {
    return new URL(String(request.headers.referer ?? '')).pathname.slice(0, 300);
  } catch {
    return '';
  }
};

/** Tracking: analytics and server-side events, search clicks and conversions, error reports (SPEC §4.7, §5, §7, §8). */
export function trackingRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A visitor gets the anonymous id with the first page, before any event or search call races to ask for one.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' && String(request.headers.accept ?? '').includes('text/html')) ensureAnonymousId(request, reply, readVisitor(request));
  });

  app.post('/v1/events', async (request, reply) => {
    const { events } = parseInput(EventsRequest, request.body);
    const owner = await ownerOf(ctx, request, reply);
    return reply.code(202).send({ data: await recordEvents(ctx.db, owner, events, ctx.now()) });
  });

  app.post('/search/v1/click-after-search', async (request, reply) => {
    const body = parseInput(SearchClickRequest, request.body);
    const owner = await ownerOf(ctx, request, reply);
    return reply.code(202).send({ data: await recordSearchEvent(ctx.db, owner, { kind: 'click', ...body }, refererPath(request), ctx.now()) });
  });

  app.post('/search/v1/convert-after-search', async (request, reply) => {
    const body = parseInput(SearchConvertRequest, request.body);
    const owner = await ownerOf(ctx, request, reply);
    return reply.code(202).send({ data: await recordSearchEvent(ctx.db, owner, { kind: 'convert', ...body }, refererPath(request), ctx.now()) });
  });

  app.post('/v1/error-reports', async (request, reply) => {
    const report = parseInput(ErrorReportRequest, request.body);
    const visitor = readVisitor(request);
    const outcome = await storeErrorReport(ctx.db, visitor.anonymousId ?? `ip:${visitor.address}`, report, ctx.now());
    if (outcome === 'rate-limited') throw tooManyAttempts(Math.ceil((HOUR - (ctx.now() % HOUR)) / 1000));
    return reply.code(202).send({ data: { result: outcome } });
  });

  const prune = () => void Promise.all([
    pruneQuotas(ctx.db, ctx.now()),
    ctx.db.deleteFrom('analytics_events').where('created_at', '<', ctx.now() - EVENT_RETENTION_MS).execute(),
  ]).catch((err: unknown) => app.log.error({ err }, 'pruning tracking data failed'));
  const timer = setInterval(prune, HOUR).unref();
  app.addHook('onClose', async () => clearInterval(timer));

  if (ctx.config.demoMode) devEventRoutes(app, ctx);
}

/** Demo mode only: the newest events, for the e2e suite and a curious developer. */
function devEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/dev/events.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const rows = await ctx.db.selectFrom('analytics_events')
      .select(['id', 'visitor_id', 'member_id', 'name', 'path', 'props', 'campaign', 'source', 'at', 'day', 'created_at'])
      .orderBy('id', 'desc').limit(200).execute();
    return { data: rows.map((r) => ({ ...r, at: Number(r.at), created_at: Number(r.created_at), props: JSON.parse(r.props) as unknown })) };
  });
}
