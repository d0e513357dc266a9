import type { FastifyInstance } from 'fastify';
import { SANDBOX_LINE_CHANNEL } from '../../server/services/identity/SandboxIdentityProvider';
import { call, setCookies, signUpVerified } from './helpers/api';
import { createTestApp, dialects, TEST_ORIGIN, type TestApp } from './helpers/testApp';

const FAILED = { error_code: 'AUTH_100017', message: '社群帳號登入失敗，請重新再試' };

/** LINE Login v2.1 against the sandbox's local LINE: start, LINE's authorize URL, consent, back with code and state. */
async function throughLine(app: FastifyInstance, person: { name: string; email: string }, tamper: (approve: URLSearchParams) => void = () => undefined) {
  const start = await call(app, 'POST', '/v2/member/social/start', { body: { provider: 'line', return_to: '/member/profile' } });
  const stateCookie = setCookies(start).social_state.value;
  const authorize = new URL(start.json().data.url);
  const consent = await app.inject({ method: 'GET', url: `${authorize.pathname}${authorize.search}` });
  expect(consent.body).toContain('想使用您的 LINE 帳號登入');
  const approve = new URLSearchParams(authorize.search);
  approve.set('name', person.name);
  approve.set('email', person.email);
  tamper(approve);
  const back = await app.inject({ method: 'GET', url: `/sandbox/line/oauth2/v2.1/approve?${approve}` });
  expect(back.statusCode).toBe(302);
  const landing = new URL(String(back.headers.location));
  return { authorize, landing, stateCookie, code: landing.searchParams.get('code')!, state: landing.searchParams.get('state')! };
}

describe.each(dialects())('LINE Login v2.1 through the sandbox\'s local LINE on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const verify = (trip: { code: string; state: string; stateCookie: string }) =>
    call(t.app, 'POST', '/v2/member/social/verify', { body: { provider: 'line', code: trip.code, state: trip.state }, cookies: { social_state: trip.stateCookie } });

  it('sends the browser to a LINE authorize URL and signs a new parent in with a new member', async () => {
    const trip = await throughLine(t.app, { name: 'LINE 新手媽', email: 'Line-New@Example.com' });
    expect(trip.authorize.origin + trip.authorize.pathname).toBe(`${TEST_ORIGIN}/sandbox/line/oauth2/v2.1/authorize`);
    expect(trip.authorize.search).toMatch(new RegExp(`^\\?response_type=code&client_id=${SANDBOX_LINE_CHANNEL.channelId}&redirect_uri=[^&]+&state=[^&]+&scope=openid%20profile%20email&nonce=[0-9a-f]{64}$`));
    expect(trip.authorize.searchParams.get('redirect_uri')).toBe(`${TEST_ORIGIN}/auth/verify-facebook?provider=line`);
    expect(`${trip.landing.origin}${trip.landing.pathname}`).toBe(`${TEST_ORIGIN}/auth/verify-facebook`);
    const response = await verify(trip);
    expect(response.json().data).toMatchObject({ status: 'signed_in', return_to: '/member/profile' });
    const member = await t.db.selectFrom('members').selectAll().where('email', '=', 'line-new@example.com').executeTakeFirstOrThrow();
    expect(member).toMatchObject({ nickname: 'LINE 新手媽', password_hash: null });
    expect(await t.db.selectFrom('social_identities').select('provider').where('member_id', '=', member.id).execute()).toEqual([{ provider: 'line' }]);
  });

  it('asks an existing password account for its password before merging', async () => {
    await signUpVerified(t.app, 'line-merge@example.com', 'merge-pass-1', '密碼媽');
    const response = await verify(await throughLine(t.app, { name: 'LINE 媽', email: 'line-merge@example.com' }));
    const { status, email, ticket } = response.json().data;
    expect({ status, email }).toEqual({ status: 'merge_required', email: 'line-merge@example.com' });
    const merged = await call(t.app, 'POST', '/v2/member/merge-account', { body: { ticket, password: 'merge-pass-1' } });
    expect(merged.json().data).toMatchObject({ status: 'signed_in', return_to: '/member/profile' });
  });

  it('refuses a replayed state, even with its cookie and a fresh code', async () => {
    const first = await throughLine(t.app, { name: '重放', email: 'line-replay@example.com' });
    expect((await verify(first)).json().data.status).toBe('signed_in');
    expect((await verify(first)).json()).toMatchObject(FAILED);
    // A new code for the spent state and its nonce (the consent page driven by hand): the state still counts as spent.
    const again = await throughLine(t.app, { name: '重放', email: 'line-replay@example.com' }, (approve) => {
      approve.set('state', first.state);
      approve.set('nonce', first.authorize.searchParams.get('nonce')!);
    });
    expect((await verify({ ...again, stateCookie: first.stateCookie })).json()).toMatchObject(FAILED);
  });

  it('refuses a state that is not the browser\'s', async () => {
    const trip = await throughLine(t.app, { name: '偽造', email: 'line-forged@example.com' });
    const forged = await verify({ ...trip, state: 'forged' });
    expect(forged.json()).toMatchObject({ error_code: 'AUTH_100014', message: '登入驗證已逾時，請重新登入' });
  });

  it('refuses an ID token that carries another attempt\'s nonce', async () => {
    const trip = await throughLine(t.app, { name: '別人', email: 'line-nonce@example.com' }, (approve) => approve.set('nonce', 'f'.repeat(64)));
    expect((await verify(trip)).json()).toMatchObject(FAILED);
    expect(await t.db.selectFrom('members').select('id').where('email', '=', 'line-nonce@example.com').execute()).toEqual([]);
  });

  it('asks for another way when the LINE account gives no e-mail', async () => {
    const response = await verify(await throughLine(t.app, { name: '無信箱', email: '' }));
    expect(response.json()).toMatchObject({ error_code: 'AUTH_100017', message: '無法取得社群帳號的 E-mail，請改用 E-mail 註冊' });
  });

  it('answers the token endpoint as LINE does: 400 invalid_grant for a wrong secret or a spent code', async () => {
    const trip = await throughLine(t.app, { name: '代碼', email: 'line-code@example.com' });
    const form = { grant_type: 'authorization_code', code: trip.code, redirect_uri: trip.authorize.searchParams.get('redirect_uri')!, client_id: SANDBOX_LINE_CHANNEL.channelId };
    const post = (fields: Record<string, string>) => t.app.inject({
      method: 'POST', url: '/sandbox/line/oauth2/v2.1/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString(),
    });
    const wrong = await post({ ...form, client_secret: 'guess' });
    expect({ status: wrong.statusCode, error: wrong.json().error }).toEqual({ status: 400, error: 'invalid_grant' });
    const good = await post({ ...form, client_secret: SANDBOX_LINE_CHANNEL.channelSecret });
    expect(good.json()).toMatchObject({ token_type: 'Bearer', id_token: expect.stringMatching(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/) });
    expect((await post({ ...form, client_secret: SANDBOX_LINE_CHANNEL.channelSecret })).statusCode).toBe(400);
  });

  it('starts at LINE itself when a channel is configured', async () => {
    const line = { channelId: '1657000000', channelSecret: 's', authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize', tokenUrl: 'https://api.line.me/oauth2/v2.1/token' };
    const real = await createTestApp(dialect, { config: { identityProvider: 'real', realProviders: { facebook: null, apple: null, line } } });
    const start = await call(real.app, 'POST', '/v2/member/social/start', { body: { provider: 'line' } });
    expect(start.json().data.url).toMatch(/^https:\/\/access\.line\.me\/oauth2\/v2\.1\/authorize\?response_type=code&client_id=1657000000&redirect_uri=/);
    expect((await real.app.inject({ method: 'GET', url: '/sandbox/line/oauth2/v2.1/authorize' })).statusCode).toBe(404);
    await real.close();
  });
});
