import { Writable } from 'node:stream';
import { loggerOptions, maskUrl } from '../../server/http/logging';
import { call, setCookies } from './helpers/api';
import { createTestApp } from './helpers/testApp';

describe('the server log', () => {
  it('never holds a password, token, cookie or one-time code', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) });
    const t = await createTestApp('sqlite', {
      seed: 0.02,
      logger: { ...(loggerOptions('debug') as object), stream },
      registerPages: async (app) => {
        app.post('/echo-log', async (request) => {
          request.log.warn({ body: request.body, headers: request.headers }, 'a handler logs what it got');
          return { data: {} };
        });
      },
    });
    const login = await call(t.app, 'POST', '/v2/member/login', { body: { email: 'amy@example.com', password: 'jiutuan-demo-1' } });
    const token = login.json().data;
    const sid = setCookies(await call(t.app, 'POST', '/v2/member/login-test', { body: { email: 'ben@example.com' } })).sid.value;
    await call(t.app, 'POST', '/echo-log', {
      body: { password: 'jiutuan-demo-1', refresh_token: token.refresh_token },
      headers: { 'x-oauth-token': token.access_token, authorization: 'Basic c2hvcDpzZWNyZXQ=' },
      cookies: { sid },
    });
    await t.app.inject({ method: 'GET', url: '/auth/verify-email?token=one-time-secret&x=1' });
    await t.close();
    const log = lines.join('');
    expect(log).toContain('a handler logs what it got');
    expect(log).toContain('/auth/verify-email?token=[Redacted]&x=1');
    for (const secret of ['jiutuan-demo-1', token.refresh_token, token.access_token, sid, 'c2hvcDpzZWNyZXQ=', 'one-time-secret']) {
      expect(log).not.toContain(secret);
    }
  });

  it('masks one-time secrets in URLs and leaves the rest', () => {
    expect(maskUrl('/auth/social/callback?code=abc&state=def&page=2')).toBe('/auth/social/callback?code=[Redacted]&state=[Redacted]&page=2');
    expect(maskUrl('/v3/shopping/search?query=token')).toBe('/v3/shopping/search?query=token');
  });
});
