import { call, setCookies, signIn, signUpVerified } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIELDS = [
  'show_login', 'signed_in', 'signedIn', 'from_app', 'platform', 'app_version', 'amplitude_key', 'gtm_key', 'id', 'email',
  'nickname', 'utm_query_string', 'tracking_number', 'has_installed_app', 'facebook_pixel_id', 'facebook_pixel_id2',
  'auth_driver', 'cart_count', 'notification_count',
];

describe.each(dialects())('GET /api/userinfo on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await signUpVerified(t.app, 'meta@example.com', 'secret-pass-1', '小美媽');
  });
  afterAll(() => t.close());

  const userInfo = async (options: Parameters<typeof call>[3] = {}, query = '') => {
    const response = await call(t.app, 'GET', `/api/userinfo${query}`, options);
    expect(response.statusCode).toBe(200);
    return { data: response.json().data, response };
  };

  it('describes a signed-out desktop visitor with every field present', async () => {
    const { data } = await userInfo();
    expect(Object.keys(data).sort()).toEqual([...FIELDS].sort());
    expect(data).toMatchObject({
      show_login: true, signed_in: false, signedIn: false, from_app: false, platform: 'desktop', auth_driver: 'session',
      id: null, email: null, nickname: null, has_installed_app: null, amplitude_key: null, gtm_key: null,
      facebook_pixel_id: null, facebook_pixel_id2: null, tracking_number: null, utm_query_string: null, cart_count: 0,
    });
  });

  it('signs a member in from the x-oauth-token header', async () => {
    const token = await signIn(t.app, 'meta@example.com');
    const { data } = await userInfo({ headers: { 'x-oauth-token': token.access_token } });
    expect(data).toMatchObject({ signed_in: true, signedIn: true, show_login: false, auth_driver: 'token', email: 'meta@example.com', nickname: '小美媽', has_installed_app: false });
  });

  it('counts the member badge: orders waiting for payment and coupons running out within a week', async () => {
    const token = await signIn(t.app, 'meta@example.com');
    const headers = { 'x-oauth-token': token.access_token };
    expect((await userInfo({ headers })).data.notification_count).toBe(0);
    const member = await t.db.selectFrom('members').select('id').where('email', '=', 'meta@example.com').executeTakeFirstOrThrow();
    const now = Date.now();
    const day = 86_400_000;
    const coupons = await t.db.insertInto('coupons').values([
      { title: '快到期', kind: 'amount', value: 50, min_spend: 0, branch_ids: '[]', starts_at: now - day, expires_at: now + 2 * day },
      { title: '還很久', kind: 'amount', value: 50, min_spend: 0, branch_ids: '[]', starts_at: now - day, expires_at: now + 30 * day },
    ]).returning('id').execute();
    await t.db.insertInto('member_coupons').values(coupons.map((c) => ({ member_id: member.id, coupon_id: c.id, used_at: null, order_id: null, created_at: now }))).execute();
    expect((await userInfo({ headers })).data.notification_count).toBe(1);
  });

  it('signs a member in from the auth_token_data cookie', async () => {
    const token = await signIn(t.app, 'meta@example.com');
    const { data } = await userInfo({ cookies: { auth_token_data: JSON.stringify(token) } });
    expect(data).toMatchObject({ signed_in: true, auth_driver: 'token' });
  });

  it('reports an unknown or expired token as signed out under the token driver', async () => {
    const { data } = await userInfo({ headers: { 'x-oauth-token': 'expired-or-unknown' } });
    expect(data).toMatchObject({ signed_in: false, auth_driver: 'token', show_login: true });
    const token = await signIn(t.app, 'meta@example.com');
    await t.db.updateTable('access_tokens').set({ expires_at: Date.now() - 1 }).execute();
    expect((await userInfo({ headers: { 'x-oauth-token': token.access_token } })).data.signed_in).toBe(false);
  });

  it('signs a member in from the sid session cookie under the session driver', async () => {
    const login = await call(t.app, 'POST', '/v2/member/login-test', { body: { email: 'meta@example.com' } });
    const { data } = await userInfo({ cookies: { sid: setCookies(login).sid.value } });
    expect(data).toMatchObject({ signed_in: true, auth_driver: 'session', nickname: '小美媽' });
    expect((await userInfo({ cookies: { sid: 'nonsense' } })).data).toMatchObject({ signed_in: false, auth_driver: 'session' });
  });

  it('recognises the app webview: platform, version, no login prompt', async () => {
    const { data } = await userInfo({ headers: { 'user-agent': `${IPHONE} JiutuanApp/6.12.0 (ios)` } });
    expect(data).toMatchObject({ platform: 'ios.app', from_app: true, app_version: '6.12.0', show_login: false });
    expect((await userInfo({ headers: { 'user-agent': IPHONE } })).data).toMatchObject({ platform: 'ios.web', from_app: false, app_version: null });
  });

  it('keeps campaign attributes in a one-day cookie and forgets them on DELETE', async () => {
    const { data, response } = await userInfo({}, '?utm_source=line&utm_medium=social&page=2');
    expect(data.utm_query_string).toBe('utm_source=line&utm_medium=social');
    const cookie = setCookies(response).utm_data;
    expect(cookie).toMatchObject({ maxAge: 86400, httpOnly: true });
    expect((await userInfo({ cookies: { utm_data: cookie.value } })).data.utm_query_string).toBe('utm_source=line&utm_medium=social');
    const cleared = await call(t.app, 'DELETE', '/api/userinfo/utm', { cookies: { utm_data: cookie.value } });
    expect(cleared.statusCode).toBe(200);
    expect(setCookies(cleared).utm_data.value).toBe('');
  });

  it('reports no analytics keys: the shop loads no tag (the settings that carried them are refused)', async () => {
    const response = await call(t.app, 'GET', '/api/userinfo');
    expect(response.json().data).toMatchObject({ amplitude_key: null, gtm_key: null, facebook_pixel_id: null, facebook_pixel_id2: null, tracking_number: null });
  });
});
