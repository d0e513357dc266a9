import { call, setCookies, signIn, signUpVerified } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

const resetToken = (mails: { to: string; text: string }[], email: string): string => {
  const mail = mails.find((m) => m.to === email && m.text.includes('/auth/reset-password?token='));
  const match = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error('no reset mail');
  return decodeURIComponent(match[1]);
};

describe.each(dialects())('忘記密碼 on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const mailbox = async () => (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json().data as { to: string; subject: string; text: string }[];
  const forgot = (email: string) => call(t.app, 'POST', '/v2/member/password/forgot', { body: { email } });
  const reset = (token: string, password: string) => call(t.app, 'POST', '/v2/member/password/reset', { body: { token, password } });

  it('answers a stranger\'s e-mail like a member\'s and mails only the member', async () => {
    await signUpVerified(t.app, 'reset-a@example.com');
    const before = (await mailbox()).length;
    expect((await forgot('nobody@example.com')).json()).toEqual({ data: { email: 'nobody@example.com' } });
    expect((await mailbox()).length).toBe(before);
    expect((await forgot('Reset-A@example.com')).json()).toEqual({ data: { email: 'reset-a@example.com' } });
    const [mail] = await mailbox();
    expect(mail).toMatchObject({ to: 'reset-a@example.com', subject: '【寶貝揪團】重設密碼' });
  });

  it('sets the new password once, ends every session, and the old password no longer signs in', async () => {
    await signUpVerified(t.app, 'reset-b@example.com', 'old-password-1');
    const session = await signIn(t.app, 'reset-b@example.com', 'old-password-1');
    await forgot('reset-b@example.com');
    const token = resetToken(await mailbox(), 'reset-b@example.com');
    expect((await reset(token, 'short')).json()).toMatchObject({ fields: { password: '密碼至少需要 8 個字元' } });
    const done = await reset(token, 'new-password-2');
    expect(done.statusCode).toBe(200);
    expect(setCookies(done).auth_token_data?.value ?? '').toBe('');
    expect((await reset(token, 'another-pass-3')).json()).toEqual({ error_code: 'AUTH_100018', message: '重設密碼連結無效或已過期，請重新申請' });
    const old = await call(t.app, 'GET', '/api/userinfo', { headers: { 'x-oauth-token': session.access_token } });
    expect(old.json().data?.signed_in ?? false).toBe(false);
    expect((await call(t.app, 'POST', '/v2/member/login', { body: { email: 'reset-b@example.com', password: 'old-password-1' } })).statusCode).toBe(401);
    await expect(signIn(t.app, 'reset-b@example.com', 'new-password-2')).resolves.toMatchObject({ access_token: expect.any(String) });
  });

  it('refuses a link past its 30 minutes and an unknown one', async () => {
    await signUpVerified(t.app, 'reset-c@example.com');
    await forgot('reset-c@example.com');
    const token = resetToken(await mailbox(), 'reset-c@example.com');
    await t.db.updateTable('password_resets').set({ expires_at: Date.now() - 1 }).execute();
    expect((await reset(token, 'new-password-2')).statusCode).toBe(400);
    expect((await reset('x'.repeat(43), 'new-password-2')).json().error_code).toBe('AUTH_100018');
  });

  it('limits reset mails to three an hour for one e-mail', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await forgot('flood@example.com')).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});
