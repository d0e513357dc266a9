import { call, setCookies, signIn, signUpVerified } from './helpers/api';
import { ABSOLUTE_SESSION_TTL, REFRESH_TOKEN_TTL, ROTATION_GRACE_MS } from '../../server/services/auth/tokens';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

describe.each(dialects())('token rotation and renewal on %s', (dialect) => {
  let t: TestApp;
  let n = 0;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => clock });
  });
  const later = (ms: number) => {
    clock += ms;
  };
  afterAll(() => t.close());

  async function freshMember() {
    const email = `token${++n}@example.com`;
    await signUpVerified(t.app, email);
    return signIn(t.app, email);
  }
  const rotate = (body: object, cookies?: Record<string, string>) => call(t.app, 'POST', '/api/auth/token', { body, cookies });
  const me = (accessToken: string) => call(t.app, 'GET', '/v2/member/me', { headers: { 'x-oauth-token': accessToken } });

  it('rotates a refresh token into a new pair and a new cookie', async () => {
    const first = await freshMember();
    const response = await rotate({ refresh_token: first.refresh_token });
    expect(response.statusCode).toBe(200);
    const next = response.json().data;
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(next.access_token).not.toBe(first.access_token);
    expect(JSON.parse(setCookies(response).auth_token_data.value)).toEqual(next);
    expect((await me(next.access_token)).statusCode).toBe(200);
    expect((await me(first.access_token)).json().error_code).toBe('AUTH_100023');
  });

  it('reads the refresh token from the cookie when the body has none', async () => {
    const token = await freshMember();
    const response = await rotate({}, { auth_token_data: JSON.stringify(token) });
    expect(response.statusCode).toBe(200);
  });

  it('treats reuse of a spent refresh token as theft and revokes the whole family', async () => {
    const first = await freshMember();
    const second = (await rotate({ refresh_token: first.refresh_token })).json().data;
    later(ROTATION_GRACE_MS + 1);
    const reuse = await rotate({ refresh_token: first.refresh_token });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ error_code: 'AUTH_100027', message: '登入憑證無效，請重新登入' });
    expect((await me(second.access_token)).json().error_code).toBe('AUTH_100023');
    expect((await rotate({ refresh_token: second.refresh_token })).json().error_code).toBe('AUTH_100027');
  });

  it('answers AUTH_100028 for an expired refresh token', async () => {
    const token = await freshMember();
    await t.db.updateTable('refresh_tokens').set({ expires_at: clock - 1000 }).where('used_at', 'is', null).execute();
    const response = await rotate({ refresh_token: token.refresh_token });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error_code: 'AUTH_100028', message: '登入憑證已過期，請重新登入' });
  });

  it.each([[{ refresh_token: 'garbled' }], [{}]])('answers AUTH_100027 for %o', async (body) => {
    const response = await rotate(body);
    expect(response.statusCode).toBe(401);
    expect(response.json().error_code).toBe('AUTH_100027');
  });

  it('renews token data from a valid access token', async () => {
    const token = await freshMember();
    const response = await call(t.app, 'POST', '/api/auth/token/renew', { headers: { 'x-oauth-token': token.access_token } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.access_token).not.toBe(token.access_token);
    expect(setCookies(response).auth_token_data).toBeDefined();
  });

  it('renews token data from a session, even behind a stale token cookie', async () => {
    const login = await call(t.app, 'POST', '/v2/member/login-test', { body: { email: `token${n}@example.com` } });
    const sid = setCookies(login).sid.value;
    const stale = JSON.stringify({ access_token: 'stale', refresh_token: 'stale', expired_at: 1 });
    const response = await call(t.app, 'POST', '/api/auth/token/renew', { cookies: { sid, auth_token_data: stale } });
    expect(response.statusCode).toBe(200);
    expect((await me(response.json().data.access_token)).json().data.email).toBe(`token${n}@example.com`);
  });

  it('refuses to renew without valid credentials', async () => {
    const response = await call(t.app, 'POST', '/api/auth/token/renew', { cookies: { sid: 'unknown' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error_code: 'AUTH_100023', message: '登入狀態已失效，請重新登入' });
  });

  it('answers AUTH_100023 for an invalid access token on a signed-in route, AUTH_100001 without one', async () => {
    expect((await me('not-a-token')).json()).toEqual({ error_code: 'AUTH_100023', message: '登入狀態已失效，請重新登入' });
    const anonymous = await call(t.app, 'GET', '/v2/member/me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error_code).toBe('AUTH_100001');
  });

  const renew = (options: { headers?: Record<string, string>; cookies?: Record<string, string> }) => call(t.app, 'POST', '/api/auth/token/renew', options);
  const signOut = (options: { headers?: Record<string, string>; cookies?: Record<string, string> }) => call(t.app, 'POST', '/v2/member/logout', options);

  it('keeps a renewal in the session family: signing out of the session ends the renewed tokens', async () => {
    const member = await freshMember();
    const sid = setCookies(await call(t.app, 'POST', '/v2/member/login-test', { body: { email: `token${n}@example.com` } })).sid.value;
    const renewed = (await renew({ cookies: { sid } })).json().data;
    const again = (await renew({ cookies: { sid } })).json().data;
    expect((await me(again.access_token)).statusCode).toBe(200);
    expect((await signOut({ cookies: { sid } })).statusCode).toBe(200);
    for (const token of [renewed, again]) {
      expect((await me(token.access_token)).json().error_code).toBe('AUTH_100023');
      expect((await rotate({ refresh_token: token.refresh_token })).json().error_code).toBe('AUTH_100027');
    }
    expect((await renew({ cookies: { sid } })).statusCode).toBe(401);
    expect((await me(member.access_token)).statusCode).toBe(200);
  });

  it('keeps a renewal in the token family: signing out with the old token ends the renewed one', async () => {
    const token = await freshMember();
    const renewed = (await renew({ headers: { 'x-oauth-token': token.access_token } })).json().data;
    later(ROTATION_GRACE_MS + 1);
    const newest = (await renew({ headers: { 'x-oauth-token': renewed.access_token } })).json().data;
    expect((await me(renewed.access_token)).json().error_code).toBe('AUTH_100023');
    await signOut({ headers: { 'x-oauth-token': newest.access_token } });
    expect((await me(newest.access_token)).json().error_code).toBe('AUTH_100023');
    expect((await rotate({ refresh_token: renewed.refresh_token })).json().error_code).toBe('AUTH_100027');
  });

  it('ends a social session and its tokens together, whichever is presented at sign-out', async () => {
    const sid = setCookies(await call(t.app, 'POST', '/v2/member/login-test', { body: { email: `token${n}@example.com` } })).sid.value;
    const renewed = (await renew({ cookies: { sid } })).json().data;
    await signOut({ headers: { 'x-oauth-token': renewed.access_token } });
    expect((await renew({ cookies: { sid } })).statusCode).toBe(401);
  });

  it('caps the sliding refresh at the absolute session lifetime', async () => {
    let token = await freshMember();
    const signedInAt = clock;
    for (let elapsed = 0; elapsed + REFRESH_TOKEN_TTL / 2 < ABSOLUTE_SESSION_TTL; elapsed += REFRESH_TOKEN_TTL / 2) {
      later(REFRESH_TOKEN_TTL / 2);
      const response = await rotate({ refresh_token: token.refresh_token });
      expect(response.statusCode).toBe(200);
      token = response.json().data;
      expect(token.expired_at * 1000).toBeLessThanOrEqual(signedInAt + ABSOLUTE_SESSION_TTL);
    }
    clock = signedInAt + ABSOLUTE_SESSION_TTL;
    expect((await rotate({ refresh_token: token.refresh_token })).json().error_code).toBe('AUTH_100028');
    expect((await renew({ headers: { 'x-oauth-token': token.access_token } })).statusCode).toBe(401);
  });

  it('lets two tabs refresh with the same token at once without signing the member out', async () => {
    const token = await freshMember();
    const [a, b] = await Promise.all([rotate({ refresh_token: token.refresh_token }), rotate({ refresh_token: token.refresh_token })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const late = await rotate({ refresh_token: token.refresh_token });
    expect(late.statusCode).toBe(200);
    for (const pair of [a.json().data, b.json().data, late.json().data]) expect((await me(pair.access_token)).statusCode).toBe(200);
    later(ROTATION_GRACE_MS + 1);
    expect((await rotate({ refresh_token: token.refresh_token })).json().error_code).toBe('AUTH_100027');
    expect((await me(a.json().data.access_token)).json().error_code).toBe('AUTH_100023');
  });
});
