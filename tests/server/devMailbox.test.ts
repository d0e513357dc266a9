import { call } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';
import { TERMS_VERSION } from '../../src/domain/auth/terms';

describe.each(dialects())('the dev mailbox on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await call(t.app, 'POST', '/v2/member/signup', { body: { email: 'mailbox@example.com', password: 'long-enough', nickname: '<b>信箱</b>', terms: TERMS_VERSION } });
  });
  afterAll(() => t.close());

  it('shows the newest mail with a clickable verification link to this machine, marked as demo-only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('僅供展示環境使用');
    expect(response.body).toMatch(/<a href="http:\/\/localhost:3000\/auth\/verify-email\?token=[^"]+">/);
    expect(response.body).toContain('&lt;b&gt;信箱&lt;/b&gt;');
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1];
    expect(response.body).toContain(`<style nonce="${nonce}">`);
  });

  it('lists the outbox as JSON for tests', async () => {
    const [mail] = (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json().data;
    expect(mail).toMatchObject({ to: 'mailbox@example.com', subject: '【寶貝揪團】請驗證您的 E-mail', sentAt: null });
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/auth\/verify-email\?token=/);
  });

  it('does not exist when real mail goes out over SMTP', async () => {
    const withSmtp = await createTestApp(dialect, { config: { smtpUrl: 'smtp://127.0.0.1:9' } });
    expect((await withSmtp.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    await withSmtp.close();
  });
});
