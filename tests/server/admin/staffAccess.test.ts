import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { call, setCookies, signIn } from '../helpers/api';
import { createTestApp, createTestDatabase, dialects, type TestApp, type TestDatabase } from '../helpers/testApp';
import { STAFF_ABSOLUTE_MS, STAFF_IDLE_MS } from '../../../server/services/admin/staffSessions';
import { codeOf, seedStaff, staffCookies, staffSignIn, testClock } from './staffHelpers';

describe.each(dialects())('back-office staff sign-in and sessions (%s)', (dialect) => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, now: clock.now });
    await seedStaff(t.db, clock.now());
  }, 60_000);
  afterAll(() => t.close());

  it('signs in with password and code: its own HttpOnly, SameSite=Strict cookie on /admin, and who is signed in', async () => {
    clock.advance(30_000);
    const response = await staffSignIn(t.app, 'support', clock.now());
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ role: 'support', role_label: '客服', name: '陳客服' });
    const cookie = setCookies(response).staff_sid;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' });
    const me = await call(t.app, 'GET', '/admin/api/me', { cookies: { staff_sid: cookie.value } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong code, a wrong password and a code already used, with one zh-TW answer', async () => {
    clock.advance(30_000);
    const code = codeOf('content', clock.now());
    expect((await staffSignIn(t.app, 'content', clock.now(), { password: 'wrong-password' })).statusCode).toBe(401);
    expect((await staffSignIn(t.app, 'content', clock.now(), { code: code === '000000' ? '111111' : '000000' })).statusCode).toBe(401);
    expect((await staffSignIn(t.app, 'content', clock.now())).statusCode).toBe(200);
    const replay = await staffSignIn(t.app, 'content', clock.now(), { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('E-mail、密碼或驗證碼錯誤');
  });

  it('accepts the code of the step before (clock drift) but not of two steps before', async () => {
    clock.advance(5 * 30_000);
    expect((await staffSignIn(t.app, 'operations', clock.now(), { code: codeOf('operations', clock.now() - 60_000) })).statusCode).toBe(401);
    expect((await staffSignIn(t.app, 'operations', clock.now(), { code: codeOf('operations', clock.now() - 30_000) })).statusCode).toBe(200);
  });

  it('gives a zh-TW message next to a malformed code', async () => {
    const response = await staffSignIn(t.app, 'admin', clock.now(), { code: '12ab' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.code).toBe('請輸入驗證器上的 6 位數代碼');
  });

  it('ends a session idle for longer than the idle timeout', async () => {
    const cookies = await staffCookies(t.app, 'admin', clock);
    clock.advance(STAFF_IDLE_MS - 60_000);
    expect((await call(t.app, 'GET', '/admin/api/me', { cookies })).statusCode).toBe(200);
    clock.advance(STAFF_IDLE_MS + 1);
    expect((await call(t.app, 'GET', '/admin/api/me', { cookies })).statusCode).toBe(404);
  });

  it('ends a session at its absolute lifetime however busy', async () => {
    const cookies = await staffCookies(t.app, 'admin', clock);
    for (let used = 0; used < STAFF_ABSOLUTE_MS; used += STAFF_IDLE_MS / 2) {
      expect((await call(t.app, 'GET', '/admin/api/me', { cookies })).statusCode).toBe(200);
      clock.advance(STAFF_IDLE_MS / 2);
    }
    expect((await call(t.app, 'GET', '/admin/api/me', { cookies })).statusCode).toBe(404);
  });

  it('signs out everywhere: every session of the staff member ends', async () => {
    const first = await staffCookies(t.app, 'support', clock);
    const second = await staffCookies(t.app, 'support', clock);
    const out = await call(t.app, 'POST', '/admin/api/session/logout-all', { cookies: first });
    expect(out.json().data.sessions_ended).toBeGreaterThanOrEqual(2);
    expect((await call(t.app, 'GET', '/admin/api/me', { cookies: first })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/admin/api/me', { cookies: second })).statusCode).toBe(404);
  });

  it('limits sign-in attempts like the member sign-in', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await staffSignIn(t.app, 'operations', clock.now(), { password: 'nope-nope' })).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('a member token or session is never a staff sign-in', async () => {
    const token = await signIn(t.app, 'amy@example.com', 'jiutuan-demo-1');
    const asMember = await call(t.app, 'GET', '/admin/api/me', { headers: { 'x-oauth-token': token.access_token } });
    expect(asMember.statusCode).toBe(404);
  });
});

describe.each(dialects())('the audit log is append-only (%s)', (dialect) => {
  // The bare migrated database, no app: nothing but this test touches it.
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seedStaff(database.db, testClock().now());
  }, 60_000);
  afterAll(() => database.drop());

  it('refuses an update or a delete of a row in the database itself', async () => {
    const { db } = database;
    await db.insertInto('audit_log').values({ staff_id: 1, action: 'test', entity: 'test', entity_id: '1', before_json: null, after_json: null, ip: '127.0.0.1', created_at: 1 }).execute();
    // Matched by message, not by class: better-sqlite3's native addon keeps the SqliteError class of the first jest
    // module registry that loaded it, which is not an Error of a later test file's realm (so toThrow says "did not throw").
    const refused = { message: expect.stringMatching(/append-only/) };
    await expect(db.updateTable('audit_log').set({ action: 'rewritten' }).execute()).rejects.toMatchObject(refused);
    await expect(db.deleteFrom('audit_log').execute()).rejects.toMatchObject(refused);
    expect(await db.selectFrom('audit_log').select('action').execute()).toEqual([{ action: 'test' }]);
  });
});

const sources = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
});

it('no code anywhere updates or deletes audit_log rows', () => {
  const rewriting = sources('server').filter((file) => /(updateTable|deleteFrom)\(\s*['"]audit_log['"]|(update|delete from)\s+audit_log/i.test(readFileSync(file, 'utf8'))
    && !file.endsWith('0032_staff.ts'));
  expect(rewriting).toEqual([]);
});

describe('the back office in /openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp('sqlite'); }, 60_000);
  afterAll(() => t.close());

  it('lists every staff endpoint under /admin/api with the staff cookie and its 404', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const me = doc.paths['/admin/api/me'].get;
    expect(me.security).toEqual([{ staffCookie: [] }]);
    expect(me.responses['404']).toBeDefined();
    expect(me.summary).toContain('管理員');
    expect(doc.paths['/admin/api/audit'].get.summary).toBe('稽核紀錄（僅管理員）（管理員）');
  });
});
