import { TrackingLimits } from '../../contract/tracking';
import { call, demoMemberHeaders, setCookies } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

const START = Date.parse('2027-03-15T10:30:00+08:00');

describe.each(dialects())('tracking collector on %s', (dialect) => {
  let t: TestApp;
  let now = START;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.02, now: () => now });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    now += 24 * 3_600_000; // every test on its own day: fresh daily bounds
  });

  const visitor = (id: string) => ({ anonymous_id: id });
  const event = (name: string, extra: object = {}) => ({ name, at: now, path: '/mall', props: {}, ...extra });
  const post = (url: string, body: object, cookies?: Record<string, string>, headers?: Record<string, string>) => call(t.app, 'POST', url, { body, cookies, headers });
  const rows = (visitorId: string) => t.db.selectFrom('analytics_events').selectAll().where('visitor_id', '=', visitorId).orderBy('id').execute();

  it('stores a batch with the visitor, the campaign of the utm cookie and the Taipei day', async () => {
    const response = await post('/v1/events', { events: [event('page_view'), event('product_view', { path: '/groupbuy/3', props: { groupbuy_id: 3 } })] },
      { ...visitor('visitor-amy-0001'), utm_data: 'utm_source=fb&utm_campaign=spring' });
    expect(response.statusCode).toBe(202);
    expect(response.json().data).toEqual({ accepted: 2, dropped: 0 });
    const stored = await rows('visitor-amy-0001');
    expect(stored.map((r) => [r.name, r.path, r.campaign, r.source])).toEqual([['page_view', '/mall', 'spring', 'client'], ['product_view', '/groupbuy/3', 'spring', 'client']]);
    expect(JSON.parse(stored[1].props)).toEqual({ groupbuy_id: 3 });
    expect(stored[0].day).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(now));
  });

  it('takes the anonymous id from the header, and issues a cookie to a visitor without one', async () => {
    await post('/v1/events', { events: [event('tab_click')] }, undefined, { anonymous_id: 'from-the-app-01' });
    expect(await rows('from-the-app-01')).toHaveLength(1);
    const fresh = await post('/v1/events', { events: [event('page_view')] });
    const issued = setCookies(fresh).anonymous_id;
    expect(issued.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(issued.maxAge).toBe(365 * 24 * 60 * 60);
    expect(await rows(issued.value)).toHaveLength(1);
  });

  it('refuses unknown names, oversized batches and malformed events with 400, storing nothing', async () => {
    for (const body of [{ events: [event('hack_the_planet')] }, { events: Array.from({ length: 51 }, () => event('page_view')) }, { events: [] }, { events: [{ name: 'page_view' }] }, {}]) {
      const response = await post('/v1/events', body, visitor('visitor-bad-0001'));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error_code: expect.any(String), message: expect.any(String) });
    }
    expect(await rows('visitor-bad-0001')).toHaveLength(0);
  });

  it('holds the per-minute and per-day bounds per visitor: extras are dropped with 202 and counted', async () => {
    const batch = { events: Array.from({ length: 50 }, () => event('page_view')) };
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push((await post('/v1/events', batch, visitor('visitor-flood-01'))).json().data);
    expect(answers).toEqual([{ accepted: 50, dropped: 0 }, { accepted: 50, dropped: 0 }, { accepted: 0, dropped: 50 }]);
    for (let minute = 1; minute <= 12; minute += 1) {
      now += 60_000;
      await post('/v1/events', batch, visitor('visitor-flood-01'));
    }
    expect(await rows('visitor-flood-01')).toHaveLength(TrackingLimits.PER_VISITOR_PER_DAY);
    const quota = await t.db.selectFrom('tracking_quotas').select(['dropped']).where('subject', '=', 'v:visitor-flood-01').where('bucket', 'like', 'd:%').executeTakeFirstOrThrow();
    expect(quota.dropped).toBe(15 * 50 - TrackingLimits.PER_VISITOR_PER_DAY);
    // Another visitor is not affected.
    expect((await post('/v1/events', batch, visitor('visitor-calm-001'))).json().data).toEqual({ accepted: 50, dropped: 0 });
  });

  it('records search clicks and conversions, and refuses ones missing a field (SPEC §5)', async () => {
    const click = { query_id: 'q-1', index: 'groupbuy', object_id: '42', event: 'click', position: 3 };
    expect((await post('/search/v1/click-after-search', click, undefined, { anonymous_id: 'searcher-0001' })).statusCode).toBe(202);
    expect((await post('/search/v1/convert-after-search', { query_id: 'q-1', index: 'groupbuy', object_id: '42', event: 'add_to_cart' }, visitor('searcher-0001'))).statusCode).toBe(202);
    for (const missing of ['query_id', 'index', 'object_id', 'event', 'position']) {
      const body: Record<string, unknown> = { ...click };
      delete body[missing];
      expect((await post('/search/v1/click-after-search', body, visitor('searcher-0001'))).statusCode).toBe(400);
    }
    expect((await post('/search/v1/click-after-search', { ...click, query_id: ' ' }, visitor('searcher-0001'))).statusCode).toBe(400);
    const searches = await t.db.selectFrom('search_events').select(['kind', 'query_id', 'object_id', 'position', 'visitor_id']).where('query_id', '=', 'q-1').orderBy('id').execute();
    expect(searches).toEqual([
      { kind: 'click', query_id: 'q-1', object_id: '42', position: 3, visitor_id: 'searcher-0001' },
      { kind: 'convert', query_id: 'q-1', object_id: '42', position: null, visitor_id: 'searcher-0001' },
    ]);
    expect((await rows('searcher-0001')).map((r) => r.name)).toEqual(['search_click', 'search_convert']);
  });

  it('refuses a search call over 4 KB and an error report over 16 KB with 413, each by its own limit', async () => {
    const click = { query_id: 'q-big', index: 'groupbuy', object_id: '42', event: 'click', position: 3 };
    const padded = (body: object, bytes: number) => ({ ...body, padding: 'x'.repeat(bytes) });
    expect((await post('/search/v1/click-after-search', padded(click, 3 * 1024), visitor('searcher-big-01'))).statusCode).toBe(202);
    for (const url of ['/search/v1/click-after-search', '/search/v1/convert-after-search']) {
      const refused = await post(url, padded(click, TrackingLimits.SEARCH_MAX_BYTES), visitor('searcher-big-01'));
      expect({ status: refused.statusCode, code: refused.json().error_code }).toEqual({ status: 413, code: 'GEN_000400' });
    }
    const report = { message: 'big report', stack: 's'.repeat(4000), context: {} };
    expect((await post('/v1/error-reports', padded(report, 10 * 1024), visitor('reporter-big-01'))).statusCode).toBe(202);
    expect((await post('/v1/error-reports', padded(report, TrackingLimits.ERROR_REPORT_MAX_BYTES), visitor('reporter-big-01'))).statusCode).toBe(413);
  });

  it('issues the anonymous id cookie with a search click too, and counts the click under it', async () => {
    const answer = await post('/search/v1/click-after-search', { query_id: 'q-fresh', index: 'groupbuy', object_id: '7', event: 'click', position: 1 });
    expect(answer.statusCode).toBe(202);
    const issued = setCookies(answer).anonymous_id;
    expect(issued.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const searches = await t.db.selectFrom('search_events').select('visitor_id').where('query_id', '=', 'q-fresh').execute();
    expect(searches).toEqual([{ visitor_id: issued.value }]);
  });

  it('deduplicates error reports by message and stack, and rate-limits them per visitor', async () => {
    const report = { message: 'Request failed with status code 502', stack: 'at AxiosError', path: '/mall', context: { status: 502 } };
    expect((await post('/v1/error-reports', report, visitor('reporter-0001'))).json().data).toEqual({ result: 'stored' });
    expect((await post('/v1/error-reports', report, visitor('reporter-0001'))).json().data).toEqual({ result: 'counted' });
    const stored = await t.db.selectFrom('error_reports').select(['count', 'message']).where('message', '=', report.message).execute();
    expect(stored).toEqual([{ count: 2, message: report.message }]);
    for (let i = 2; i < TrackingLimits.ERROR_REPORTS_PER_VISITOR_PER_HOUR; i += 1) await post('/v1/error-reports', { ...report, message: `m${i}` }, visitor('reporter-0001'));
    const limited = await post('/v1/error-reports', report, visitor('reporter-0001'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error_code).toBeDefined();
    expect((await post('/v1/error-reports', report, visitor('reporter-0002'))).statusCode).toBe(202);
    expect((await post('/v1/error-reports', { message: '' }, visitor('reporter-0002'))).statusCode).toBe(400);
  });

  it('writes add_to_cart itself when a signed-in visitor adds to the cart', async () => {
    const { amy } = await demoMemberHeaders(t.app);
    const option = await t.db.selectFrom('options').innerJoin('products', 'products.id', 'options.product_id').innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id')
      .select('options.id').where('group_buys.status', '=', 'open').where('group_buys.starts_at', '<=', now).where('group_buys.ends_at', '>', now)
      .where('products.status', '=', 'active').where('options.purchase_limit', '>=', 1).where('options.stock', '>=', 1).orderBy('options.id').executeTakeFirstOrThrow();
    const added = await call(t.app, 'POST', '/v3/shoppingcart', { body: { item_id: option.id, number: 1 }, headers: amy, cookies: visitor('visitor-amy-cart') });
    expect(added.statusCode).toBe(200);
    const stored = await rows('visitor-amy-cart');
    expect(stored.map((r) => [r.name, r.source, r.path])).toEqual([['add_to_cart', 'server', '/v3/shoppingcart']]);
    expect(stored[0].member_id).not.toBeNull();
  });

  it('records campaign_set when a visit brings new campaign attributes, not when they stay the same (SPEC §4.7)', async () => {
    const cookies = visitor('visitor-campaign-1');
    const first = await t.app.inject({ method: 'GET', url: '/api/userinfo?utm_source=line&utm_campaign=spring', cookies, headers: { platform: 'desktop' } });
    expect(first.statusCode).toBe(200);
    const utm = setCookies(first).utm_data.value;
    await t.app.inject({ method: 'GET', url: '/api/userinfo?utm_source=line&utm_campaign=spring', cookies: { ...cookies, utm_data: utm }, headers: { platform: 'desktop' } });
    await t.app.inject({ method: 'GET', url: '/api/userinfo?utm_source=line&utm_campaign=summer', cookies: { ...cookies, utm_data: utm }, headers: { platform: 'desktop' } });
    const stored = await rows('visitor-campaign-1');
    expect(stored.map((r) => [r.name, r.campaign])).toEqual([['campaign_set', 'spring'], ['campaign_set', 'summer']]);
    expect(JSON.parse(stored[0].props)).toEqual({ utm_source: 'line', utm_campaign: 'spring' });
  });

  it('lists the newest events at /dev/events.json in demo mode only', async () => {
    const listed = await t.app.inject({ method: 'GET', url: '/dev/events.json' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data[0]).toMatchObject({ name: expect.any(String), visitor_id: expect.any(String), props: expect.any(Object) });
    const off = await createTestApp(dialect, { config: { demoMode: false } });
    expect((await off.app.inject({ method: 'GET', url: '/dev/events.json' })).statusCode).toBe(404);
    await off.close();
  });
});
