import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorReportRequest, EventsRequest, SearchClickRequest, SearchConvertRequest, TrackingLimits } from '../../../contract/tracking';
import type { AppContext } from '../../context';
import { recordEvents, type EventOwner } from '../../services/tracking/events';
import { storeErrorReport } from '../../services/tracking/errorReports';
import { pruneTrackingData } from '../../services/tracking/retention';
import { recordSearchEvent } from '../../services/tracking/search';
import { ensureAnonymousId, readVisitor } from '../../services/tracking/visitor';
import { identifyCaller } from '../authContext';
import { tooManyAttempts } from '../errors';
import { Messages } from '../messages';
import { parseInput, type FieldMessage } from '../validation';

const HOUR = 3_600_000;
/** Bodies of the small calls (a search click, an error report with its stack) never need more. */
const SEARCH_BODY_LIMIT = 4 * 1024;
const ERROR_REPORT_BODY_LIMIT = 16 * 1024;
/** An event's own refusals (too many or too large properties) carry their zh-TW text from the contract. */
const eventsMessage: FieldMessage = (issue) => (issue.code === 'custom' ? issue.message : Messages.FIELD_INVALID);

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

  app.post('/v1/events', { bodyLimit: TrackingLimits.BATCH_MAX_BYTES }, async (request, reply) => {
    const { events } = parseInput(EventsRequest, request.body, { events: eventsMessage });
    const owner = await ownerOf(ctx, request, reply);
    return reply.code(202).send({ data: await recordEvents(ctx.db, owner, events, ctx.now()) });
  });

  app.post('/search/v1/click-after-search', { bodyLimit: SEARCH_BODY_LIMIT }, async (request, reply) => {
    const body = parseInput(SearchClickRequest, request.body);
    const owner = await ownerOf(ctx, request, reply);
    return reply.code(202).send({ data: await recordSearchEvent(ctx.db, owner, { kind: 'click', ...body }, refererPath(request), ctx.now()) });
  });

  app.post('/search/v1/convert-after-search', { bodyLimit: SEARCH_BODY_LIMIT }, async (request, reply) => {
    const body = parseInput(SearchConvertRequest, request.body);
    const owner = await ownerOf(ctx, request, reply);
    return reply.code(202).send({ data: await recordSearchEvent(ctx.db, owner, { kind: 'convert', ...body }, refererPath(request), ctx.now()) });
  });

  app.post('/v1/error-reports', { bodyLimit: ERROR_REPORT_BODY_LIMIT }, async (request, reply) => {
    const report = parseInput(ErrorReportRequest, request.body);
    const visitor = readVisitor(request);
    const reporter = { visitorKey: visitor.anonymousId ?? `ip:${visitor.address}`, address: visitor.address };
    const outcome = await storeErrorReport(ctx.db, reporter, report, ctx.now());
    if (outcome === 'rate-limited') throw tooManyAttempts(Math.ceil((HOUR - (ctx.now() % HOUR)) / 1000));
    return reply.code(202).send({ data: { result: outcome } });
  });

  scheduleRetention(app, ctx);
  if (ctx.config.demoMode) devEventRoutes(app, ctx);
}

/**
 * The retention sweep runs once the server is ready (a process restarted more often than hourly
 * still sweeps) and then every hour; a sweep still working off a backlog is not started twice.
 */
function scheduleRetention(app: FastifyInstance, ctx: AppContext): void {
  const stop = new AbortController();
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= pruneTrackingData(ctx.db, ctx.now(), stop.signal)
      .then((pruned) => app.log.info({ pruned }, 'tracking retention sweep'))
      .catch((err: unknown) => app.log.error({ err }, 'pruning tracking data failed'))
      .finally(() => { running = null; });
  };
  const timer = setInterval(sweep, HOUR).unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    stop.abort();
    await running;
  });
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
