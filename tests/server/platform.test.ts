import { buildApp } from '../../server/app';
import { createDatabase } from '../../server/db/database';
import { call } from './helpers/api';
import { createTestApp, dialects, testConfig, type TestApp } from './helpers/testApp';
import { TERMS_VERSION } from '../../src/domain/auth/terms';

describe.each(dialects())('the HTTP platform on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      registerPages: async (app) => {
        app.get('/boom', async () => {
          throw new Error('secret internals at /srv/app.ts:42');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers /ping when the database does', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ping' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a state-changing API call without the platform header (CSRF) and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/v2/member/signup', payload: { email: 'csrf@example.com', password: 'long-enough', nickname: '跨站', terms: TERMS_VERSION },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error_code: 'GEN_000403', message: '請求缺少必要的 platform 標頭' });
    expect(await t.db.selectFrom('members').select('id').where('email', '=', 'csrf@example.com').executeTakeFirst()).toBeUndefined();
  });

  it('lets reads through without the platform header', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/userinfo' })).statusCode).toBe(200);
  });

  it('answers unknown API paths with the API 404 body', async () => {
    for (const url of ['/api/nothing', '/v9/unknown/path', '/resource/none']) {
      const response = await call(t.app, 'GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error_code: 'GEN_000002', message: '找不到資源' });
    }
  });

  it('turns malformed JSON into a 400 body', async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/v2/member/login', headers: { platform: 'desktop', 'content-type': 'application/json' }, payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error_code: 'GEN_000400', message: '輸入資料有誤' });
  });

  it('hides the details of an unexpected failure', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error_code: 'GEN_000500', message: '系統忙碌中，請稍後再試' });
    expect(response.body).not.toMatch(/secret|stack|\.ts/);
  });

  it('sends the security headers with a per-request CSP nonce', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/ping' });
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).toMatch(/style-src 'self' 'nonce-[^']+'/);
    expect(csp).toMatch(/img-src 'self' data:/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const second = await t.app.inject({ method: 'GET', url: '/ping' });
    expect(second.headers['content-security-policy']).not.toBe(csp);
  });
});

describe('/ping with the database down', () => {
  it('answers 503', async () => {
    // Nothing listens on port 9: every query fails as a down database would.
    const db = await createDatabase('postgres://nobody@127.0.0.1:9/none');
    const app = await buildApp({ db, config: testConfig() });
    const response = await app.inject({ method: 'GET', url: '/ping' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error_code: 'GEN_000503', message: '系統維護中，請稍後再試' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['retry-after']).toBeUndefined();
    await app.close();
    await db.destroy();
  });
});
