import { Cookie } from '../../../contract/common';
import { RequestCookieTokenStore } from '../../../src/infrastructure/cookie/RequestCookieTokenStore';
import { ApiUserInfoGateway } from '../../../src/infrastructure/http/ApiUserInfoGateway';
import { signUpVerified } from '../helpers/api';
import { apiClientOf } from '../helpers/apiClient';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { signedInCookieHeader } from './visitors';

const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 JiutuanApp/3.2.1 (ios)';

/**
 * The page server reads the user info through the typed client, whose in-process transport runs GET
 * /api/userinfo's handler with the visitor's cookies, token and user agent: the meta must be what the
 * API answers over HTTP, and the utm cookie a campaign load (or clearUtm) sets must reach the page
 * request's cookie jar as the HTTP answer's Set-Cookie does.
 */
describe.each(dialects())('the page server reads the user info in process exactly as GET /api/userinfo answers it (%s)', (dialect) => {
  let api: TestApp;
  let signedIn: string;

  beforeAll(async () => {
    api = await createTestApp(dialect, { seed: 0.05 });
    await signUpVerified(api.app, 'info@example.com', 'secret-pass-1', '資訊媽咪');
    signedIn = await signedInCookieHeader(api, 'info@example.com', 'secret-pass-1');
  });
  afterAll(() => api.close());

  /** One page request's user-info gateway over its own cookie jar, as the page server builds it: over HTTP (inject) or in process. */
  function gateway(via: 'http' | 'in-process', cookieHeader: string | undefined, userAgent: string | undefined) {
    const jar = new RequestCookieTokenStore(cookieHeader);
    return { userInfo: new ApiUserInfoGateway(apiClientOf(api.app, jar, via, { jar, userAgent })), jar };
  }
  const both = (cookieHeader: string | undefined, userAgent: string | undefined) =>
    ({ http: gateway('http', cookieHeader, userAgent), local: gateway('in-process', cookieHeader, userAgent) });

  it.each([
    ['an anonymous visitor', undefined, undefined],
    ['an anonymous visitor in the app', undefined, APP_UA],
    ['a visitor with a saved campaign and other cookies', `${Cookie.UTM}=utm_source%3Dline%26utm_medium%3Dchat; bench=uncached`, 'jest'],
    ['a visitor with a broken campaign cookie', `${Cookie.UTM}=utm_source%3D${'x'.repeat(500)}`, 'jest'],
    ['a visitor with an unknown token', 'auth_token_data=%7B%22access_token%22%3A%22nope%22%7D', 'jest'],
  ])('%s', async (_name, cookieHeader, userAgent) => {
    const { http, local } = both(cookieHeader, userAgent);
    expect(await local.userInfo.load()).toEqual(await http.userInfo.load());
  });

  it('reads the saved campaign from the cookie', async () => {
    const { userInfo } = gateway('in-process', `${Cookie.UTM}=utm_source%3Dline%26utm_medium%3Dchat`, 'jest');
    expect((await userInfo.load()).utmQueryString).toBe('utm_source=line&utm_medium=chat');
  });

  it('a signed-in member, with the cart and badge counts', async () => {
    const { http, local } = both(signedIn, 'jest');
    const meta = await local.userInfo.load();
    expect(meta).toEqual(await http.userInfo.load());
    expect(meta).toMatchObject({ signedIn: true, nickname: '資訊媽咪' });
  });

  it('sets the utm cookie of a campaign load in the jar, as the HTTP answer does', async () => {
    const { http, local } = both(undefined, 'jest');
    const meta = await local.userInfo.load({ utm_source: 'fb' });
    expect(meta.utmQueryString).toBe('utm_source=fb');
    expect(meta).toEqual(await http.userInfo.load({ utm_source: 'fb' }));
    expect(local.jar.setCookieHeaders().join()).toMatch(new RegExp(`^${Cookie.UTM}=utm_source=fb;`));
    expect(local.jar.cookieHeader()).toBe(http.jar.cookieHeader());
    // The next call of the same page request carries the campaign.
    expect((await local.userInfo.load()).utmQueryString).toBe('utm_source=fb');
  });

  it('deletes the utm cookie from the jar on clearUtm', async () => {
    const { local } = both(`${Cookie.UTM}=utm_source%3Dline`, 'jest');
    await local.userInfo.clearUtm();
    expect(local.jar.setCookieHeaders().join()).toMatch(new RegExp(`^${Cookie.UTM}=;`));
    expect(local.jar.cookieHeader()).toBe('');
    expect((await local.userInfo.load()).utmQueryString).toBeNull();
  });
});
