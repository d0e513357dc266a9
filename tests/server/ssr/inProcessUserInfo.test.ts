import { Cookie } from '../../../contract/common';
import { AxiosUserInfoGateway } from '../../../src/infrastructure/http/AxiosUserInfoGateway';
import { RequestCookieTokenStore } from '../../../src/infrastructure/cookie/RequestCookieTokenStore';
import { InProcessUserInfoGateway } from '../../../server/ssr/inprocess/InProcessUserInfoGateway';
import { serviceCall } from '../../../server/ssr/inprocess/serviceCall';
import { signUpVerified } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { apiClient, signedInCookieHeader, visitorCookies } from './inProcessPair';

const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 JiutuanApp/3.2.1 (ios)';

describe.each(dialects())('the page server reads the user info in process exactly as GET /api/userinfo answers it (%s)', (dialect) => {
  let api: TestApp;
  let signedIn: string;
  const unexpected: unknown[] = [];

  beforeAll(async () => {
    api = await createTestApp(dialect, { seed: 0.05 });
    await signUpVerified(api.app, 'info@example.com', 'secret-pass-1', '資訊媽咪');
    signedIn = await signedInCookieHeader(api, 'info@example.com', 'secret-pass-1');
  });
  afterAll(() => api.close());
  afterEach(() => expect(unexpected).toEqual([]));

  /** Both gateways of one page request with these cookies and user agent, each over its own cookie jar. */
  function gateways(cookieHeader: string | undefined, userAgent: string | undefined) {
    const jar = () => new RequestCookieTokenStore(cookieHeader);
    const viaApi = (store: RequestCookieTokenStore) => new AxiosUserInfoGateway(apiClient(api, store, userAgent));
    const local = jar();
    const ctx = { ...api, now: Date.now };
    const cookies = visitorCookies(api, local);
    return { http: viaApi(jar()), local: new InProcessUserInfoGateway(ctx, serviceCall((error) => unexpected.push(error)), { userAgent, cookies }, viaApi(local)), jar: local };
  }

  it.each([
    ['an anonymous visitor', undefined, undefined],
    ['an anonymous visitor in the app', undefined, APP_UA],
    ['a visitor with a saved campaign and other cookies', `${Cookie.UTM}=utm_source%3Dline%26utm_medium%3Dchat; bench=uncached`, 'jest'],
    ['a visitor with a broken campaign cookie', `${Cookie.UTM}=utm_source%3D${'x'.repeat(500)}`, 'jest'],
    ['a visitor with an unknown token', 'auth_token_data=%7B%22access_token%22%3A%22nope%22%7D', 'jest'],
  ])('%s', async (_name, cookieHeader, userAgent) => {
    const { http, local } = gateways(cookieHeader, userAgent);
    expect(await local.load()).toEqual(await http.load());
  });

  it('reads the saved campaign from the cookie', async () => {
    const { local } = gateways(`${Cookie.UTM}=utm_source%3Dline%26utm_medium%3Dchat`, 'jest');
    expect((await local.load()).utmQueryString).toBe('utm_source=line&utm_medium=chat');
  });

  it('a signed-in member, with the cart and badge counts', async () => {
    const { http, local } = gateways(signedIn, 'jest');
    const meta = await local.load();
    expect(meta).toEqual(await http.load());
    expect(meta).toMatchObject({ signedIn: true, nickname: '資訊媽咪' });
  });

  it('leaves a campaign load to the API, whose reply sets the utm cookie in the jar', async () => {
    const { local, jar } = gateways(undefined, 'jest');
    const meta = await local.load({ utm_source: 'fb' });
    expect(meta.utmQueryString).toBe('utm_source=fb');
    expect(jar.setCookieHeaders().join()).toMatch(new RegExp(`^${Cookie.UTM}=utm_source=fb;`));
  });
});
