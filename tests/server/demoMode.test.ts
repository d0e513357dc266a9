import { spawnSync } from 'node:child_process';
import { call } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

const DEMO_ONLY = [
  { method: 'POST', url: '/v2/member/login-test', body: { email: 'amy@example.com' } },
  { method: 'GET', url: '/dev/mailbox' },
  { method: 'GET', url: '/dev/mailbox.json' },
  { method: 'GET', url: '/sandbox/idp/authorize?provider=facebook&state=s&redirect_uri=http://localhost:3000/x' },
  { method: 'GET', url: '/sandbox/idp/approve?provider=facebook&state=s&redirect_uri=http://localhost:3000/x&name=a&email=a@example.com' },
  { method: 'GET', url: '/sandbox/line/oauth2/v2.1/authorize?response_type=code&client_id=2000000001&redirect_uri=http://localhost:3000/x&state=s&scope=openid&nonce=n' },
  { method: 'POST', url: '/sandbox/line/oauth2/v2.1/token', body: {} },
] as const;

describe.each(dialects())('without demo mode on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.02, config: { demoMode: false, identityProvider: 'real' } });
  });
  afterAll(() => t.close());

  it.each(DEMO_ONLY)('has no $method $url at all', async ({ method, url, ...rest }) => {
    const response = await call(t.app, method, url, { body: 'body' in rest ? rest.body : undefined });
    expect(response.statusCode).toBe(404);
  });

  it('trusts no forwarded or loopback address to open them', async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/v2/member/login-test', payload: { email: 'amy@example.com' },
      headers: { platform: 'desktop', 'x-forwarded-for': '127.0.0.1' }, remoteAddress: '127.0.0.1',
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers the login-test page as not found, before any page route', async () => {
    const pages = await createTestApp(dialect, {
      config: { demoMode: false },
      registerPages: async (app) => {
        app.get('/*', async () => 'a page');
      },
    });
    const response = await pages.app.inject({ method: 'GET', url: '/auth/login-test' });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 404, body: { error_code: 'GEN_000002', message: '找不到資源' } });
    expect((await pages.app.inject({ method: 'GET', url: '/auth/login' })).body).toBe('a page');
    await pages.close();
  });
});

describe.each(dialects())('in demo mode on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.02 });
  });
  afterAll(() => t.close());

  it('serves the stand-ins to any address, proxied or not', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/v2/member/login-test', payload: { email: 'amy@example.com' }, headers: { platform: 'desktop' }, remoteAddress: '203.0.113.9' });
    expect(login.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: DEMO_ONLY[3].url, remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
  });
});

describe('a production start', () => {
  it('refuses without demo mode, naming the missing mail and payment gateway', () => {
    const env = { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: ':memory:', PORT: '0' };
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing a production start without demo mode');
    expect(run.stderr).toContain('SMTP_URL');
    expect(run.stderr).toContain('NEWEBPAY_MERCHANT_ID');
  });
});
