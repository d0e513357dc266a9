import { call, setCookies, signIn, signUpVerified } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

describe.each(dialects())('token rotation and renewal on %s', (dialect) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
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
    const reuse = await rotate({ refresh_token: first.refresh_token });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ error_code: 'AUTH_100027', message: '登入憑證無效，請重新登入' });
    expect((await me(second.access_token)).json().error_code).toBe('AUTH_100023');
    expect((await rotate({ refresh_token: second.refresh_token })).json().error_code).toBe('AUTH_100027');
  });

  it('answers AUTH_100028 for an expired refresh token', async () => {
    const token = await freshMember();
    await t.db.updateTable('refresh_tokens').set({ expires_at: Date.now() - 1000 }).where('used_at', 'is', null).execute();
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
});
