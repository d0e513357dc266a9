import type { FastifyInstance } from 'fastify';
import { call, setCookies, signUpVerified } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

/** Walks the sandbox provider like a browser: start, consent page, approve, back with code and state. */
async function throughSandbox(app: FastifyInstance, provider: string, person: { name: string; email: string }) {
  const start = await call(app, 'POST', '/v2/member/social/start', { body: { provider, return_to: '/member/profile' } });
  const stateCookie = setCookies(start).social_state.value;
  const authorize = new URL(start.json().data.url);
  const consent = await app.inject({ method: 'GET', url: `${authorize.pathname}${authorize.search}` });
  expect(consent.body).toContain('同意並繼續');
  const approve = new URLSearchParams(authorize.search);
  approve.set('name', person.name);
  approve.set('email', person.email);
  // The consent form goes to the approve path beside its authorize path (/sandbox/idp/…, LINE's /sandbox/line/oauth2/v2.1/…).
  const back = await app.inject({ method: 'GET', url: `${authorize.pathname.replace(/authorize$/, 'approve')}?${approve}` });
  expect(back.statusCode).toBe(302);
  const landing = new URL(String(back.headers.location));
  return { landing, stateCookie, code: landing.searchParams.get('code')!, state: landing.searchParams.get('state')! };
}

describe.each(dialects())('social sign-in through the sandbox provider on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05 });
  });
  afterAll(() => t.close());

  const verify = (body: object, stateCookie: string) =>
    call(t.app, 'POST', '/v2/member/social/verify', { body, cookies: { social_state: stateCookie } });

  it('creates a member for a new identity and signs in with a session', async () => {
    const trip = await throughSandbox(t.app, 'facebook', { name: '臉書媽咪', email: 'fb-mom@example.com' });
    expect(trip.landing.pathname).toBe('/auth/verify-facebook');
    const response = await verify({ provider: 'facebook', code: trip.code, state: trip.state }, trip.stateCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'signed_in', return_to: '/member/profile', token: { access_token: expect.any(String) } });
    const info = await call(t.app, 'GET', '/api/userinfo', { cookies: { sid: setCookies(response).sid.value } });
    expect(info.json().data).toMatchObject({ signed_in: true, auth_driver: 'session', nickname: '臉書媽咪', email: 'fb-mom@example.com' });
    const again = await throughSandbox(t.app, 'facebook', { name: '臉書媽咪', email: 'fb-mom@example.com' });
    const second = await verify({ provider: 'facebook', code: again.code, state: again.state }, again.stateCookie);
    expect(second.json().data.status).toBe('signed_in');
    expect(await t.db.selectFrom('members').select('id').where('email', '=', 'fb-mom@example.com').execute()).toHaveLength(1);
  });

  it('refuses a mismatched state and a reused code', async () => {
    const trip = await throughSandbox(t.app, 'apple', { name: 'Apple 爸', email: 'apple-dad@example.com' });
    expect(trip.landing.pathname).toBe('/auth/apple-login-webview');
    const forged = await verify({ provider: 'apple', code: trip.code, state: 'forged' }, trip.stateCookie);
    expect(forged.json()).toMatchObject({ error_code: 'AUTH_100014', message: '登入驗證已逾時，請重新登入' });
    const ok = await verify({ provider: 'apple', code: trip.code, state: trip.state }, trip.stateCookie);
    expect(ok.statusCode).toBe(200);
    const reused = await verify({ provider: 'apple', code: trip.code, state: trip.state }, trip.stateCookie);
    expect(reused.json().error_code).toBe('AUTH_100017');
  });

  it('asks for the password before linking to an existing account, then signs in', async () => {
    await signUpVerified(t.app, 'merge-me@example.com', 'merge-pass-1', '合併媽');
    const trip = await throughSandbox(t.app, 'line', { name: 'LINE 媽', email: 'merge-me@example.com' });
    const response = await verify({ provider: 'line', code: trip.code, state: trip.state }, trip.stateCookie);
    const { status, ticket, email } = response.json().data;
    expect({ status, email }).toEqual({ status: 'merge_required', email: 'merge-me@example.com' });
    const wrong = await call(t.app, 'POST', '/v2/member/merge-account', { body: { ticket, password: 'not-it-123' } });
    expect(wrong.json().error_code).toBe('AUTH_100011');
    const merged = await call(t.app, 'POST', '/v2/member/merge-account', { body: { ticket, password: 'merge-pass-1' } });
    expect(merged.json().data).toMatchObject({ status: 'signed_in', return_to: '/member/profile' });
    expect(setCookies(merged).sid).toBeDefined();
    const used = await call(t.app, 'POST', '/v2/member/merge-account', { body: { ticket, password: 'merge-pass-1' } });
    expect(used.json()).toMatchObject({ error_code: 'AUTH_100015', message: '帳號合併連結已失效，請重新登入' });
    const next = await throughSandbox(t.app, 'line', { name: 'LINE 媽', email: 'merge-me@example.com' });
    const direct = await verify({ provider: 'line', code: next.code, state: next.state }, next.stateCookie);
    expect(direct.json().data.status).toBe('signed_in');
  });

  it('keeps the sandbox to return paths of this shop', async () => {
    const open = await t.app.inject({ method: 'GET', url: '/sandbox/idp/authorize?provider=facebook&state=s&redirect_uri=https://evil.example/' });
    expect(open.statusCode).toBe(400);
    const offsite = await call(t.app, 'POST', '/v2/member/social/start', { body: { provider: 'facebook', return_to: '//evil.example' } });
    expect(offsite.statusCode).toBe(400);
  });

  it('signs in as a demo member through login-test, and only as one', async () => {
    const response = await call(t.app, 'POST', '/v2/member/login-test', { body: { email: 'amy@example.com' } });
    expect(response.json()).toEqual({ data: { email: 'amy@example.com', nickname: '媽咪Amy' } });
    const info = await call(t.app, 'GET', '/api/userinfo', { cookies: { sid: setCookies(response).sid.value } });
    expect(info.json().data).toMatchObject({ signed_in: true, auth_driver: 'session', has_installed_app: true });
    const stranger = await call(t.app, 'POST', '/v2/member/login-test', { body: { email: 'someone@else.tw' } });
    expect(stranger.json()).toMatchObject({ error_code: 'GEN_000003', message: '僅能以展示帳號登入' });
  });

  it('turns the sandbox off when real providers are configured', async () => {
    const real = await createTestApp(dialect, {
      config: { identityProvider: 'real', realProviders: { facebook: { appId: 'id', appSecret: 'secret' }, apple: null, line: null } },
    });
    expect((await real.app.inject({ method: 'GET', url: '/sandbox/idp/authorize?provider=facebook&state=s&redirect_uri=http://localhost:3000/x' })).statusCode).toBe(404);
    const start = await call(real.app, 'POST', '/v2/member/social/start', { body: { provider: 'facebook' } });
    expect(start.json().data.url).toMatch(/^https:\/\/www\.facebook\.com\/v21\.0\/dialog\/oauth\?client_id=id&/);
    const apple = await call(real.app, 'POST', '/v2/member/social/start', { body: { provider: 'apple' } });
    expect(apple.json()).toMatchObject({ error_code: 'AUTH_100016', message: '目前無法使用此方式登入' });
    await real.close();
  });
});
