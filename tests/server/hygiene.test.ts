import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { call, setCookies } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

const pagesSettingACookie = async (app: TestApp['app']) => {
  app.get('/page-with-cookie', async (_request, reply) => reply.header('set-cookie', ['seen=1; Path=/; HttpOnly']).send('ok'));
};

function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    setTimeout(() => socket.end(), 500);
  });
}

describe.each(dialects())('request and response hygiene on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.02, registerPages: pagesSettingACookie });
  });
  afterAll(() => t.close());

  it('marks token, user-info and member answers no-store, failures included', async () => {
    const login = await call(t.app, 'POST', '/v2/member/login', { body: { email: 'amy@example.com', password: 'jiutuan-demo-1' } });
    const token = login.json().data;
    const answers = [
      login,
      await call(t.app, 'POST', '/api/auth/token', { body: { refresh_token: token.refresh_token } }),
      await call(t.app, 'POST', '/api/auth/token', { body: { refresh_token: 'wrong' } }),
      await call(t.app, 'GET', '/api/userinfo'),
      await call(t.app, 'GET', '/v2/member/me', { headers: { 'x-oauth-token': token.access_token } }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    expect((await call(t.app, 'GET', '/v1/qa/categories')).headers['cache-control']).not.toBe('no-store');
  });

  it('leaves cookies without Secure on a plain-http origin', async () => {
    expect(String((await t.app.inject({ method: 'GET', url: '/page-with-cookie' })).headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('answers absolute-form, asterisk-form and malformed requests 400 in the documented shape', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    for (const target of ['GET http://evil.example/ HTTP/1.1', 'OPTIONS * HTTP/1.1', 'GET http://evil.example/ping HTTP/1.1']) {
      const answer = await raw(port, `${target}\r\nHost: shop\r\nConnection: close\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 400/);
      expect(answer).toContain('{"error_code":"GEN_000400","message":"輸入資料有誤"}');
    }
    for (const [method, url] of [['GET', '/%zz'], ['GET', '/assets/nope.js'], ['POST', '/no-page-here']] as const) {
      const response = await call(t.app, method, url);
      expect({ url, body: response.json() }).toEqual({ url, body: { error_code: expect.stringMatching(/^GEN_0004|^GEN_000002/), message: expect.any(String) } });
    }
    const malformed = await raw(port, 'GET / HTTP/1.1\r\nHost shop\r\n\r\n');
    expect(malformed).toMatch(/^HTTP\/1\.1 400/);
    expect(malformed).toContain('"error_code":"GEN_000400"');
  });
});

describe('an https public origin', () => {
  it('marks every cookie Secure, also those a page render sets, even over plain http behind a proxy', async () => {
    const t = await createTestApp('sqlite', { seed: 0.02, config: { publicOrigin: 'https://shop.example' }, registerPages: pagesSettingACookie });
    const login = await call(t.app, 'POST', '/v2/member/login-test', { body: { email: 'amy@example.com' } });
    expect(String(login.headers['set-cookie'])).toMatch(/^sid=[^;]+;.*Secure/);
    expect(setCookies(login).sid).toMatchObject({ secure: true, httpOnly: true });
    const page = await t.app.inject({ method: 'GET', url: '/page-with-cookie' });
    expect(page.headers['set-cookie']).toEqual(['seen=1; Path=/; HttpOnly; Secure']);
    await t.close();
  });
});
