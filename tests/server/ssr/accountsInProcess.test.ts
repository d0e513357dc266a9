import { Cookie } from '../../../contract/common';
import { AuthEndpoints } from '../../../contract/endpoints/auth';
import { RequestCookieTokenStore } from '../../../src/infrastructure/cookie/RequestCookieTokenStore';
import { ApiSocialAuthGateway } from '../../../src/infrastructure/http/ApiSocialAuthGateway';
import { signUpVerified } from '../helpers/api';
import { apiClientOf } from '../helpers/apiClient';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { expiredCookieHeader, outcome, tokenRecovery, UNKNOWN_TOKEN_COOKIE } from './visitors';

/**
 * What the page server's account calls do in process that the generic dispatch suite does not see:
 * the AUTH_100023 recovery's refresh and sign-out go to their declared endpoints (nothing falls back
 * to the routes), and the cookies a handler sets, with an answer or with a refusal, reach the jar.
 */
describe.each(dialects())('account calls in process (%s)', (dialect) => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp(dialect, { seed: 0.02 });
    await signUpVerified(api.app, 'recover@example.com', 'secret-pass-1', '續約媽咪');
  });
  afterAll(() => api.close());

  function client(via: 'http' | 'in-process', cookieHeader: string | undefined) {
    const jar = new RequestCookieTokenStore(cookieHeader);
    return { api: apiClientOf(api.app, jar, via, { jar, userAgent: 'jest' }), jar };
  }

  it('refreshes an expired token through the declared token endpoint, then reads as the member', async () => {
    const { api: local, jar } = client('in-process', await expiredCookieHeader(api, 'recover@example.com', 'secret-pass-1'));
    expect(await local.call(AuthEndpoints.me)).toMatchObject({ email: 'recover@example.com', nickname: '續約媽咪' });
    expect(tokenRecovery(jar)).toBe('refreshed');
  });

  it('signs out through the declared sign-out endpoint when the refresh is refused, as over HTTP', async () => {
    const [http, local] = [client('http', UNKNOWN_TOKEN_COOKIE), client('in-process', UNKNOWN_TOKEN_COOKIE)];
    const [overHttp, inProcess] = [await outcome(() => http.api.call(AuthEndpoints.me)), await outcome(() => local.api.call(AuthEndpoints.me))];
    expect(inProcess).toEqual(overHttp);
    expect(inProcess).toMatchObject({ failure: { status: 401 } });
    expect([tokenRecovery(local.jar), tokenRecovery(http.jar)]).toEqual(['signed-out', 'signed-out']);
  });

  it('spends the social sign-in state on a refusal too: its cookie leaves the jar, as over HTTP', async () => {
    const jars = [];
    for (const via of ['http', 'in-process'] as const) {
      const { api: typed, jar } = client(via, undefined);
      const social = new ApiSocialAuthGateway(typed);
      await social.start('facebook', '/member/profile');
      expect(jar.cookieHeader()).toContain(`${Cookie.SOCIAL_STATE}=`);
      expect(await outcome(() => social.verify('facebook', 'code', 'forged'))).toMatchObject({ failure: { status: 400, code: 'AUTH_100014' } });
      expect(jar.setCookieHeaders().find((line) => line.startsWith(`${Cookie.SOCIAL_STATE}=`))).toMatch(new RegExp(`^${Cookie.SOCIAL_STATE}=;`));
      jars.push(jar.cookieHeader());
    }
    expect(jars).toEqual(['', '']);
  });
});
