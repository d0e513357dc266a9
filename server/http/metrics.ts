import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ErrorCode } from '../../contract/common';
import { errorAnswer } from '../api/errorAnswer';
import { HttpError } from '../api/errors';
import { Messages } from '../api/messages';
import type { AppContext } from '../context';
import { onQuery, poolStats } from '../db/database';
import { readShopState } from '../services/metrics/shopGauges';

/** Seconds: a page render or an API answer sits between 1 ms and a few seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route's registered path (`/v3/shopping/groupbuy/:id`), never the URL: labels stay few whatever strangers request. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/** A page's first path segment (`groupbuy`, `mall`, `qa` …) is its type; a page that was not found is one type. */
const pageTypeOf = (request: FastifyRequest, status: number) => (status === 404 ? 'not_found' : /^\/([a-z0-9-]{1,40})?/.exec(request.url)?.[1] ?? 'home') || 'home';

function tokenMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Request, render, database and shop-state metrics on one registry per app (tests build many apps in one process). */
function shopMetrics(app: FastifyInstance, ctx: AppContext): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by method, route and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const latency = new Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer, by method and route', labelNames: ['method', 'route'], buckets: LATENCY_BUCKETS, registers: [registry] });
  const renders = new Histogram({ name: 'ssr_render_seconds', help: 'Server-rendered pages, by page type (first path segment)', labelNames: ['page'], buckets: LATENCY_BUCKETS, registers: [registry] });
  const queries = new Histogram({ name: 'db_query_duration_seconds', help: 'Database queries, by outcome', labelNames: ['outcome'], buckets: LATENCY_BUCKETS, registers: [registry] });
  app.addHook('onClose', async () => stopTiming());
  const stopTiming = onQuery(ctx.db, (seconds, failed) => queries.observe({ outcome: failed ? 'error' : 'ok' }, seconds));

  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (route === '/*' && request.method === 'GET') renders.observe({ page: pageTypeOf(request, reply.statusCode) }, reply.elapsedTime / 1000);
  });

  // The error handler logs each one with its reqId; this counts them (a 4xx is the caller's, not ours).
  const failures = new Counter({ name: 'server_errors_total', help: 'Requests that failed on the server: unexpected (a bug, 500) or outage (database unavailable, 503)', labelNames: ['kind'], registers: [registry] });
  for (const kind of ['unexpected', 'outage']) failures.inc({ kind }, 0);
  app.addHook('onError', async (_request, _reply, error) => {
    const { kind } = errorAnswer(error);
    if (kind !== 'known') failures.inc({ kind });
  });

  new Gauge({ name: 'db_pool_connections', help: 'PostgreSQL pool: open, idle and waiting', labelNames: ['state'], registers: [registry], collect() {
    const pool = poolStats(ctx.db);
    if (pool) for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, pool[state]);
  } });
  const payments = new Gauge({ name: 'shop_payments', help: 'Payments by state and method', labelNames: ['state', 'method'], registers: [registry] });
  const outbox = new Gauge({ name: 'shop_mail_outbox', help: 'Mail waiting for the relay (failing: tried at least once)', labelNames: ['kind'], registers: [registry] });
  const incidents = new Gauge({ name: 'shop_payment_incidents_open', help: 'Captured money still to be refunded', registers: [registry] });
  // One read of the tables per scrape, not one per gauge.
  new Gauge({ name: 'shop_state_read_seconds', help: 'Time to read the shop state for this scrape', registers: [registry], async collect() {
    const started = performance.now();
    const state = await readShopState(ctx.db);
    payments.reset();
    for (const row of state.payments) payments.set({ state: row.state, method: row.method }, row.count);
    outbox.set({ kind: 'waiting' }, state.outbox.waiting);
    outbox.set({ kind: 'failing' }, state.outbox.failing);
    incidents.set(state.openIncidents);
    this.set((performance.now() - started) / 1000);
  } });
  jobMetrics(registry, ctx);
  return registry;
}

/** The job queues per job: waiting, running and dead jobs (shared by every process), and this process's failed tries. */
function jobMetrics(registry: Registry, ctx: AppContext): void {
  new Gauge({ name: 'job_queue_depth', help: 'Jobs by queue and state (waiting includes waiting for a retry; dead: given up)', labelNames: ['job', 'state'], registers: [registry], async collect() {
    this.reset();
    for (const queue of await ctx.jobs.stats()) {
      for (const state of ['waiting', 'active', 'dead'] as const) this.set({ job: queue.name, state }, queue[state]);
    }
  } });
  new Gauge({ name: 'job_failures', help: 'Failed tries of each job in this process since it started', labelNames: ['job'], registers: [registry], async collect() {
    this.reset();
    for (const queue of await ctx.jobs.stats()) this.set({ job: queue.name }, queue.failures);
  } });
}

/**
 * GET /metrics in Prometheus' text format, only when METRICS_TOKEN is set and only with
 * `Authorization: Bearer <token>`: never public by default (it names routes and money).
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  const token = ctx.config.metricsToken;
  if (!token) return;
  const registry = shopMetrics(app, ctx);
  app.get('/metrics', async (request, reply) => {
    if (!tokenMatches(request, token)) throw new HttpError(401, ErrorCode.UNAUTHORIZED, Messages.METRICS_TOKEN_REQUIRED);
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
  });
}
