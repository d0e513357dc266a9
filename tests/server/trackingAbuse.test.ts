import type { Kysely } from 'kysely';
import { TrackingLimits } from '../../contract/tracking';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/schema';
import { pruneTrackingData } from '../../server/services/tracking/retention';
import { createTestApp, createTestDatabase, dialects, testConfig, type TestApp } from './helpers/testApp';

const START = Date.parse('2027-03-15T10:30:00+08:00');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const count = async (db: Kysely<Database>, table: 'analytics_events' | 'tracking_quotas' | 'search_events' | 'error_reports') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/**
 * Issue 25 item 7: the collector as an attacker drives it from one address — a fresh anonymous id on
 * every request, full batches, the largest properties the schema allowed.
 */
describe.each(dialects())('the collector against one abusive client on %s', (dialect) => {
  let t: TestApp;
  let now = START;
  let seq = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => now });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    now += DAY; // every test on its own day: fresh daily bounds
  });

  const event = (extra: object = {}) => ({ name: 'page_view', at: now, path: '/mall', props: {}, ...extra });
  const batch = (n = TrackingLimits.BATCH_MAX, extra: object = {}) => ({ events: Array.from({ length: n }, () => event(extra)) });
  /** A new visitor id on every call, as a script that drops its cookie would. */
  const send = (body: object, remoteAddress = '198.51.100.7', url = '/v1/events') => {
    seq += 1;
    return t.app.inject({ method: 'POST', url, payload: body, remoteAddress, headers: { platform: 'desktop', anonymous_id: `rotating-${seq}-${dialect}` } });
  };

  it('holds the per-address minute and day bounds whatever visitor id each request claims', async () => {
    let accepted = 0;
    for (let i = 0; i < 10; i += 1) accepted += (await send(batch())).json().data.accepted;
    expect(accepted).toBe(TrackingLimits.PER_ADDRESS_PER_MINUTE);
    for (let minute = 1; minute <= 20; minute += 1) {
      now += MINUTE;
      for (let i = 0; i < 8; i += 1) accepted += (await send(batch())).json().data.accepted;
    }
    expect(accepted).toBe(TrackingLimits.PER_ADDRESS_PER_DAY);
    // Another address is not affected.
    expect((await send(batch(), '198.51.100.8')).json().data).toEqual({ accepted: 50, dropped: 0 });
  });

  it('counts an IPv6 client by its /64, so walking its own addresses does not reset the bound', async () => {
    let accepted = 0;
    for (let i = 1; i <= 10; i += 1) accepted += (await send(batch(), `2001:db8:7:1::${i.toString(16)}`)).json().data.accepted;
    expect(accepted).toBe(TrackingLimits.PER_ADDRESS_PER_MINUTE);
    expect((await send(batch(), '2001:db8:7:2::1')).json().data.accepted).toBe(50);
  });

  it('does not add a quota row per refused request', async () => {
    for (let i = 0; i < 10; i += 1) await send(batch(), '198.51.100.9');
    const rows = await count(t.db, 'tracking_quotas');
    const events = await count(t.db, 'analytics_events');
    for (let i = 0; i < 100; i += 1) expect((await send({ events: [event()] }, '198.51.100.9')).json().data).toEqual({ accepted: 0, dropped: 1 });
    expect(await count(t.db, 'tracking_quotas')).toBe(rows);
    expect(await count(t.db, 'analytics_events')).toBe(events);
  });

  it('refuses an event whose properties exceed 2 KB, with a zh-TW message, storing nothing', async () => {
    const heavy = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`key_${i}`.padEnd(40, 'x'), '寶'.repeat(200)]));
    const before = await count(t.db, 'analytics_events');
    const response = await send({ events: [event({ props: heavy })] }, '198.51.100.10');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[\u4e00-\u9fff]/);
    expect(JSON.stringify(response.json().fields)).toContain('2 KB');
    expect(await count(t.db, 'analytics_events')).toBe(before);
    // Just under the bound is kept.
    const fits = { note: 'x'.repeat(200), ...Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`k${i}`, 'y'.repeat(200)])) };
    expect((await send({ events: [event({ props: fits })] }, '198.51.100.10')).statusCode).toBe(202);
  });

  it('refuses a batch body over 64 KB with 413 in the documented shape', async () => {
    const props = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`k${i}`, 'y'.repeat(200)]));
    const body = batch(50, { path: '/'.padEnd(300, 'p'), props });
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(64 * 1024);
    const response = await send(body, '198.51.100.11');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error_code: expect.any(String), message: expect.stringMatching(/[\u4e00-\u9fff]/) });
  });

  it('bounds error reports per address too, whatever visitor id is claimed', async () => {
    const codes: number[] = [];
    for (let i = 0; i < TrackingLimits.ERROR_REPORTS_PER_ADDRESS_PER_HOUR + 5; i += 1) {
      codes.push((await send({ message: `boom ${i}`, stack: 'at x' }, '198.51.100.12', '/v1/error-reports')).statusCode);
    }
    expect(codes.filter((c) => c === 202)).toHaveLength(TrackingLimits.ERROR_REPORTS_PER_ADDRESS_PER_HOUR);
    expect(codes.slice(-5)).toEqual([429, 429, 429, 429, 429]);
  });
});

describe.each(dialects())('tracking retention on %s', (dialect) => {
  it('runs when the server starts: events, search events and error reports past 180 days and ended quota windows go', async () => {
    const database = await createTestDatabase(dialect);
    const db = database.db;
    const now = START;
    const old = now - 181 * DAY;
    const recent = now - 179 * DAY;
    const eventRow = (at: number) => ({ visitor_id: 'visitor-old-01', member_id: null, name: 'page_view', path: '/', props: '{}', campaign: null, source: 'client' as const, at, day: '2026-01-01', created_at: at });
    await db.insertInto('analytics_events').values([eventRow(old), eventRow(old), eventRow(recent)]).execute();
    const search = (at: number) => ({ kind: 'click' as const, query_id: 'q', search_index: 'i', object_id: 'o', event: 'click', position: 1, visitor_id: 'v', member_id: null, created_at: at });
    await db.insertInto('search_events').values([search(old), search(recent)]).execute();
    const report = (digest: string, at: number) => ({ digest, message: 'm', stack: '', path: '', context: '{}', count: 1, first_seen_at: at, last_seen_at: at });
    await db.insertInto('error_reports').values([report('a', old), report('b', recent)]).execute();
    await db.insertInto('tracking_quotas').values([
      { subject: 'ip:203.0.113.1', bucket: 'm:1', used: 5, dropped: 0, expires_at: now - MINUTE },
      { subject: 'ip:203.0.113.1', bucket: 'd:today', used: 5, dropped: 0, expires_at: now + DAY },
    ]).execute();
    const app = await buildApp({ db, config: testConfig({ databaseUrl: database.url }), now: () => now });
    await app.ready();
    try {
      const counts = async () => Promise.all((['analytics_events', 'search_events', 'error_reports', 'tracking_quotas'] as const).map((table) => count(db, table)));
      // The first sweep runs in the background once the server is ready; wait for it, at most a few seconds.
      for (let i = 0; i < 100 && (await counts()).join() !== '1,1,1,1'; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await counts()).toEqual([1, 1, 1, 1]);
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('works off a large backlog in batches, windows sharing one expiry included', async () => {
    const database = await createTestDatabase(dialect);
    const db = database.db;
    try {
      const old = START - 200 * DAY;
      const events = Array.from({ length: 12_001 }, (_, i) => ({
        visitor_id: `v${i % 50}-backlog`, member_id: null, name: 'page_view', path: '/', props: '{}', campaign: null, source: 'client' as const, at: old, day: '2026-01-01', created_at: old + i,
      }));
      for (let i = 0; i < events.length; i += 1000) await db.insertInto('analytics_events').values(events.slice(i, i + 1000)).execute();
      const windows = Array.from({ length: 11_000 }, (_, i) => ({ subject: `v:backlog-${i}`, bucket: 'm:1', used: 1, dropped: 0, expires_at: START - MINUTE }));
      for (let i = 0; i < windows.length; i += 1000) await db.insertInto('tracking_quotas').values(windows.slice(i, i + 1000)).execute();
      await db.insertInto('tracking_quotas').values({ subject: 'ip:live', bucket: 'd:today', used: 1, dropped: 0, expires_at: START + DAY }).execute();
      expect(await pruneTrackingData(db, START)).toEqual({ events: 12_001, searches: 0, reports: 0, windows: 11_000 });
      expect([await count(db, 'analytics_events'), await count(db, 'tracking_quotas')]).toEqual([0, 1]);
    } finally {
      await database.drop();
    }
  }, 60_000);
});
