import { call } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { codeOf, seedStaff, staffCookies, staffSignIn, testClock } from './staffHelpers';

describe.each(dialects())('管理員 manages staff accounts (%s)', (dialect) => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: clock.now });
    await seedStaff(t.db, clock.now());
  }, 60_000);
  afterAll(() => t.close());

  it('creates a staff member whose enrolment is shown once, and who then signs in with it', async () => {
    const cookies = await staffCookies(t.app, 'admin', clock);
    const made = await call(t.app, 'POST', '/admin/api/staff', { cookies, body: { email: 'new@staff.example.com', name: '李新人', role: 'content' } });
    expect(made.statusCode).toBe(201);
    const { password, otpauth_uri, qr_data_url } = made.json().data;
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    expect(qr_data_url).toMatch(/^data:image\/png;base64,/);
    const secret = new URL(otpauth_uri).searchParams.get('secret')!;
    const { totpCode } = await import('../../../server/services/admin/totp');
    clock.advance(30_000);
    const signedIn = await call(t.app, 'POST', '/admin/api/session', { body: { email: 'new@staff.example.com', password, code: totpCode(secret, clock.now()) } });
    expect(signedIn.json().data).toMatchObject({ name: '李新人', role_label: '內容' });
    const again = await call(t.app, 'POST', '/admin/api/staff', { cookies, body: { email: 'NEW@staff.example.com', name: '重複', role: 'content' } });
    expect(again.json().fields).toEqual({ email: '這個 E-mail 已有員工帳號' });
    const audit = await t.db.selectFrom('audit_log').select(['action', 'after_json']).where('action', '=', 'staff.create').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].after_json).not.toContain(password);
  });

  it('disables an account: its sessions end and it cannot sign in; nobody disables themself', async () => {
    const admin = await staffCookies(t.app, 'admin', clock);
    const ops = await staffCookies(t.app, 'operations', clock);
    const opsId = (await call(t.app, 'GET', '/admin/api/me', { cookies: ops })).json().data.id;
    expect((await call(t.app, 'POST', `/admin/api/staff/${opsId}/disable`, { cookies: admin })).json().data).toEqual({ id: opsId, active: false });
    expect((await call(t.app, 'GET', '/admin/api/me', { cookies: ops })).statusCode).toBe(404);
    clock.advance(30_000);
    expect((await staffSignIn(t.app, 'operations', clock.now())).statusCode).toBe(401);
    const adminId = (await call(t.app, 'GET', '/admin/api/me', { cookies: admin })).json().data.id;
    expect((await call(t.app, 'POST', `/admin/api/staff/${adminId}/disable`, { cookies: admin })).json().message).toBe('不能停用自己的帳號');
  });

  it('resets an authenticator: the old codes stop working', async () => {
    const admin = await staffCookies(t.app, 'admin', clock);
    const list = (await call(t.app, 'GET', '/admin/api/staff', { cookies: admin })).json().data.rows as { id: number; role: string }[];
    const support = list.find((s) => s.role === 'support')!;
    const reset = await call(t.app, 'POST', `/admin/api/staff/${support.id}/reset-totp`, { cookies: admin });
    expect(reset.json().data.password).toBeNull();
    clock.advance(30_000);
    expect((await staffSignIn(t.app, 'support', clock.now(), { code: codeOf('support', clock.now()) })).statusCode).toBe(401);
  });
});
