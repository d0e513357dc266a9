import { ResolveLoginStatus } from '../../../src/application/auth/ResolveLoginStatus';
import { ToastCenter } from '../../../src/application/shell/ToastCenter';
import { buildContainer } from '../../../src/infrastructure/di/buildContainer';
import { buildTestContainer } from '../../../src/infrastructure/di/buildTestContainer';
import { resolve } from '../../../src/infrastructure/di/resolve';
import { TOKENS } from '../../../src/infrastructure/di/tokens';
import { FixedClock } from '../../../src/infrastructure/clock/FixedClock';
import { ScriptedHttpAdapter } from '../../../src/infrastructure/memory/ScriptedHttpAdapter';
import { RequestCookieTokenStore } from '../../../src/infrastructure/cookie/RequestCookieTokenStore';
import { createHttpClient } from '../../../src/infrastructure/http/createHttpClient';
import { applicationClasses } from './applicationClasses';

const userInfo = (signedIn: boolean) => ({
  show_login: !signedIn, signed_in: signedIn, signedIn, from_app: false, platform: 'desktop', app_version: null,
  amplitude_key: null, gtm_key: null, id: signedIn ? 1 : null, email: null, nickname: signedIn ? '媽咪Amy' : null,
  utm_query_string: null, tracking_number: null, has_installed_app: null, facebook_pixel_id: null, facebook_pixel_id2: null,
  auth_driver: 'session', cart_count: 0, notification_count: 0,
});

describe('buildContainer', () => {
  const useCases = applicationClasses();

  it('finds the use cases to wire', () => {
    expect(useCases.length).toBeGreaterThan(100);
  });

  it.each(['browser', 'server'] as const)('resolves every use case and store in the %s, one per container', (runtime) => {
    const container = buildContainer({ runtime, apiBaseUrl: 'http://127.0.0.1:3000', platform: 'desktop' });
    for (const useCase of useCases) expect([useCase.name, container.get(useCase)]).toEqual([useCase.name, expect.any(useCase)]);
    expect(container.get(ToastCenter)).toBe(container.get(ToastCenter));
  });

  it('gives each container its own state', () => {
    const a = buildContainer({ runtime: 'server', apiBaseUrl: '', platform: 'desktop' });
    const b = buildContainer({ runtime: 'server', apiBaseUrl: '', platform: 'desktop' });
    expect(a.get(ToastCenter)).not.toBe(b.get(ToastCenter));
  });

  it('on the server, resolves the login over the request cookies and hands back its Set-Cookie lines', async () => {
    const api = new ScriptedHttpAdapter()
      .on('get', '/api/userinfo', { status: 200, data: { data: userInfo(true) } })
      .on('post', '/api/auth/token/renew', { status: 200, data: { data: { access_token: 'a2', refresh_token: 'r2', expired_at: 1_900_000_000 } } });
    const container = buildContainer({
      runtime: 'server',
      apiBaseUrl: 'http://127.0.0.1:3000',
      platform: 'desktop',
      cookieHeader: 'sid=s1',
      userAgent: 'Mozilla/5.0 (iPhone)',
      overrides: (c) =>
        c.rebind(TOKENS.HttpClient).toResolvedValue(
          (store: RequestCookieTokenStore) =>
            createHttpClient({ baseURL: '', platform: 'mobile', tokenStore: store, reporter: { report: () => {} }, cookieJar: store, adapter: api.adapter }),
          [RequestCookieTokenStore],
        ),
    });
    const meta = await container.get(ResolveLoginStatus).execute();
    expect(meta.signedIn).toBe(true);
    expect(api.requests[0].headers.cookie).toBe('sid=s1');
    expect(resolve(container, TOKENS.ResponseCookies).setCookieHeaders()[0]).toMatch(/^auth_token_data=.+; HttpOnly; SameSite=Lax$/);
  });

  it('applies overrides last', () => {
    const clock = new FixedClock(42);
    const container = buildContainer({
      runtime: 'browser',
      apiBaseUrl: '',
      platform: 'desktop',
      overrides: (c) => c.rebind(TOKENS.Clock).toConstantValue(clock),
    });
    expect(resolve(container, TOKENS.Clock).now()).toBe(42);
  });
});

describe('buildTestContainer', () => {
  it('binds in-memory adapters and takes overrides', () => {
    const clock = new FixedClock(7);
    const container = buildTestContainer((c) => c.rebind(TOKENS.Clock).toConstantValue(clock));
    expect(resolve(container, TOKENS.Clock).now()).toBe(7);
    // The checkout specs wire their own order desk (features/steps/checkoutOrdering.steps.ts).
    for (const useCase of applicationClasses(/^checkout\//)) expect([useCase.name, container.get(useCase)]).toEqual([useCase.name, expect.any(useCase)]);
  });
});
