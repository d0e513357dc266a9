import { appContext } from '../../server/app';
import { loadConfig } from '../../server/config';
import { call } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const scrape = (t: TestApp, authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
/** The value of one sample line, e.g. `shop_payments{state="pending",method="atm"}`. */
const sample = (body: string, prefix: string) => body.split('\n').filter((line) => line.startsWith(prefix)).map((line) => Number(line.split(' ').at(-1)));

describe('METRICS_TOKEN', () => {
  it('is off by default and refuses a token short enough to guess', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
  });
});

describe.each(dialects())('/metrics on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, config: { metricsToken: TOKEN } });
  });
  afterAll(() => t.close());

  it('answers only with the bearer token', async () => {
    expect((await scrape(t)).statusCode).toBe(401);
    expect((await scrape(t, `Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(t, `Bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it('counts requests by registered route (never by URL), times them and the database, and reads the shop state', async () => {
    for (const id of [1, 2, 999_999]) await call(t.app, 'GET', `/v3/shopping/groupbuy/${id}`);
    const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(sample(body, 'http_requests_total{method="GET",route="/v3/shopping/groupbuy/:id",status="200"}')).toEqual([2]);
    expect(sample(body, 'http_requests_total{method="GET",route="/v3/shopping/groupbuy/:id",status="404"}')).toEqual([1]);
    expect(body).not.toContain('groupbuy/999999');
    expect(sample(body, 'http_request_duration_seconds_count{method="GET",route="/v3/shopping/groupbuy/:id"}')).toEqual([3]);
    expect(sample(body, 'db_query_duration_seconds_count{outcome="ok"}')[0]).toBeGreaterThan(0);
    expect(body).toMatch(/^shop_mail_outbox\{kind="waiting"\} \d+$/m);
    expect(body).toMatch(/^shop_payment_incidents_open \d+$/m);
    expect(body).toContain('process_cpu_seconds_total');
    if (dialect === 'postgres') expect(body).toMatch(/^db_pool_connections\{state="total"\} [1-9]\d*$/m);
  });

  it('shows each job queue\'s depth by state and its failed tries', async () => {
    const { jobs } = appContext(t.app);
    jobs.work('test.failing', () => Promise.reject(new Error('no')), { retries: 0 });
    await jobs.enqueue('test.failing', {});
    for (let i = 0; i < 200 && !(await jobs.stats()).some((q) => q.name === 'test.failing' && q.dead === 1); i++) await new Promise((r) => setTimeout(r, 10));
    const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(sample(body, 'job_queue_depth{job="test.failing",state="dead"}')).toEqual([1]);
    expect(sample(body, 'job_failures{job="test.failing"}')).toEqual([1]);
    expect(body).toMatch(/^job_queue_depth\{job="payments.deadlines",state="waiting"\} 0$/m);
  });
});

describe('server errors', () => {
  it('are counted by kind, a caller\'s 4xx not at all', async () => {
    const t = await createTestApp('sqlite', { config: { metricsToken: TOKEN }, registerPages: async (app) => {
      app.get('/boom', async () => {
        throw new Error('a bug');
      });
    } });
    try {
      const before = sample((await scrape(t, `Bearer ${TOKEN}`)).body, 'server_errors_total{kind="unexpected"}');
      expect((await call(t.app, 'GET', '/boom')).statusCode).toBe(500);
      await call(t.app, 'GET', '/v3/shopping/groupbuy/999999');
      const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
      expect([before, sample(body, 'server_errors_total{kind="unexpected"}')]).toEqual([[0], [1]]);
      expect(sample(body, 'server_errors_total{kind="outage"}')).toEqual([0]);
    } finally {
      await t.close();
    }
  });
});

describe('without METRICS_TOKEN', () => {
  it('there is no /metrics at all', async () => {
    const t = await createTestApp('sqlite');
    try {
      expect((await scrape(t, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
