import { call, latestVerificationToken, setCookies, signIn, signUpVerified } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';
import { TERMS_VERSION } from '../../src/domain/auth/terms';

describe.each(dialects())('accounts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const signUp = (body: object) => call(t.app, 'POST', '/v2/member/signup', { body: { terms: TERMS_VERSION, ...body } });
  const mailbox = async () => (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json().data;

  describe('sign-up', () => {
    it('creates an unverified member and mails a verification link', async () => {
      const response = await signUp({ email: ' Lily@Example.com ', password: 'long-enough', nickname: '莉莉媽' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ data: { email: 'lily@example.com' } });
      const [mail] = await mailbox();
      expect(mail.to).toBe('lily@example.com');
      expect(mail.text).toContain('http://localhost:3000/auth/verify-email?token=');
    });

    it.each([
      [{ email: 'not-an-email', password: 'long-enough', nickname: 'x' }, 'email', 'E-mail 格式不正確'],
      [{ email: '', password: 'long-enough', nickname: 'x' }, 'email', '請輸入 E-mail'],
      [{ email: 'a@example.com', password: 'short', nickname: 'x' }, 'password', '密碼至少需要 8 個字元'],
      [{ email: 'a@example.com', password: 'long-enough', nickname: '  ' }, 'nickname', '請輸入暱稱'],
    ])('rejects %o with a zh-TW message', async (body, field, message) => {
      const response = await signUp(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error_code: 'GEN_000400', message, fields: { [field]: message } });
    });

    it('lists every field problem at once', async () => {
      const response = await signUp({ email: 'bad', password: '1', nickname: '' });
      expect(response.json()).toMatchObject({
        message: '輸入資料有誤',
        fields: { email: 'E-mail 格式不正確', password: '密碼至少需要 8 個字元', nickname: '請輸入暱稱' },
      });
    });

    it('answers a registered e-mail like a new one, and mails its owner instead of making a second account', async () => {
      await signUpVerified(t.app, 'taken@example.com');
      const fresh = await signUp({ email: 'never-seen@example.com', password: 'long-enough', nickname: '丙' });
      const taken = await signUp({ email: 'TAKEN@example.com', password: 'long-enough', nickname: '乙' });
      expect({ status: taken.statusCode, body: taken.json() }).toEqual({ status: fresh.statusCode, body: { data: { email: 'taken@example.com' } } });
      expect(fresh.json()).toEqual({ data: { email: 'never-seen@example.com' } });
      const members = await t.db.selectFrom('members').select('nickname').where('email', '=', 'taken@example.com').execute();
      expect(members).toEqual([{ nickname: '測試媽咪' }]);
      const [mail] = (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json().data;
      expect(mail).toMatchObject({ to: 'taken@example.com', subject: '【寶貝揪團】有人以您的 E-mail 申請註冊' });
      expect(mail.text).toContain('它已經是會員帳號了');
      expect(mail.text).toContain('http://localhost:3000/');
    });

    it('sends an unverified owner a fresh verification link instead', async () => {
      await signUp({ email: 'pending@example.com', password: 'long-enough', nickname: '待驗證' });
      await signUp({ email: 'pending@example.com', password: 'other-pass-1', nickname: '又一次' });
      const mails = (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json().data.filter((m: { to: string }) => m.to === 'pending@example.com');
      expect(mails.map((m: { subject: string }) => m.subject)).toEqual(['【寶貝揪團】請驗證您的 E-mail', '【寶貝揪團】請驗證您的 E-mail']);
    });
  });

  describe('verification and sign-in', () => {
    it('asks an unverified member to verify first', async () => {
      await signUp({ email: 'unverified@example.com', password: 'long-enough', nickname: '未驗證' });
      const response = await call(t.app, 'POST', '/v2/member/login', { body: { email: 'unverified@example.com', password: 'long-enough' } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error_code: 'AUTH_100012', message: '請先完成 E-mail 驗證' });
    });

    it('verifies once and signs in; the same link then only says the e-mail is verified', async () => {
      await signUp({ email: 'verify-once@example.com', password: 'long-enough', nickname: '驗證' });
      const token = latestVerificationToken(await mailbox());
      const first = await call(t.app, 'POST', '/v2/member/verify-email', { body: { token } });
      expect(first.json().data).toMatchObject({ status: 'signed_in', email: 'verify-once@example.com' });
      const me = await call(t.app, 'GET', '/v2/member/me', { headers: { 'x-oauth-token': first.json().data.token.access_token } });
      expect(me.json().data).toMatchObject({ email: 'verify-once@example.com', email_verified: true });
      const again = await call(t.app, 'POST', '/v2/member/verify-email', { body: { token } });
      expect(again.json()).toEqual({ data: { status: 'already_verified', email: 'verify-once@example.com' } });
      expect(setCookies(again).auth_token_data).toBeUndefined();
      const stranger = await call(t.app, 'POST', '/v2/member/verify-email', { body: { token: 'x'.repeat(43) } });
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json()).toMatchObject({ error_code: 'AUTH_100013', message: '驗證連結無效或已過期' });
    });

    it('refuses an expired verification link', async () => {
      await signUp({ email: 'late@example.com', password: 'long-enough', nickname: '晚到' });
      const token = latestVerificationToken(await mailbox());
      await t.db.updateTable('email_verifications').set({ expires_at: Date.now() - 1000 }).execute();
      const response = await call(t.app, 'POST', '/v2/member/verify-email', { body: { token } });
      expect(response.json().error_code).toBe('AUTH_100013');
    });

    it('signs a verified member in with token data and an HttpOnly cookie', async () => {
      await signUpVerified(t.app, 'amy.test@example.com');
      const response = await call(t.app, 'POST', '/v2/member/login', { body: { email: 'AMY.test@example.com', password: 'secret-pass-1' } });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expired_at: expect.any(Number) });
      expect(data.expired_at).toBeGreaterThan(Date.now() / 1000 + 6 * 86400);
      const cookie = setCookies(response).auth_token_data;
      expect(JSON.parse(cookie.value)).toEqual(data);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 86400 });
      expect(response.headers['set-cookie']).toContain(encodeURIComponent('{"access_token"'));
    });

    it('gives the same answer for a wrong password and an unknown e-mail', async () => {
      await signUpVerified(t.app, 'wrong-pass@example.com');
      const wrong = await call(t.app, 'POST', '/v2/member/login', { body: { email: 'wrong-pass@example.com', password: 'nope-nope' } });
      const unknown = await call(t.app, 'POST', '/v2/member/login', { body: { email: 'nobody@example.com', password: 'nope-nope' } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json()).toEqual({ error_code: 'AUTH_100011', message: 'E-mail 或密碼錯誤' });
    });

    it('locks an e-mail out after 5 failures with Retry-After, even for the right password', async () => {
      await signUpVerified(t.app, 'locked@example.com');
      const attempt = (password: string) => call(t.app, 'POST', '/v2/member/login', { body: { email: 'locked@example.com', password } });
      for (let i = 0; i < 5; i++) expect((await attempt('guess-wrong')).statusCode).toBe(401);
      const locked = await attempt('secret-pass-1');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ error_code: 'GEN_000429', message: '嘗試次數過多，請稍後再試' });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    });

    it('limits resending verification mail without revealing accounts', async () => {
      const resend = () => call(t.app, 'POST', '/v2/member/resend-verification', { body: { email: 'ghost@example.com' } });
      for (let i = 0; i < 3; i++) expect((await resend()).json()).toEqual({ data: { email: 'ghost@example.com' } });
      expect((await resend()).statusCode).toBe(429);
    });
  });

  describe('sign-out', () => {
    it('revokes the token family and clears both cookies', async () => {
      await signUpVerified(t.app, 'bye@example.com');
      const token = await signIn(t.app, 'bye@example.com');
      const response = await call(t.app, 'POST', '/v2/member/logout', { cookies: { auth_token_data: JSON.stringify(token), sid: 'whatever' } });
      expect(response.json()).toEqual({ data: { signed_out: true } });
      const cleared = setCookies(response);
      expect(cleared.auth_token_data.value).toBe('');
      expect(cleared.sid.value).toBe('');
      const me = await call(t.app, 'GET', '/v2/member/me', { headers: { 'x-oauth-token': token.access_token } });
      expect(me.json().error_code).toBe('AUTH_100023');
      const refresh = await call(t.app, 'POST', '/api/auth/token', { body: { refresh_token: token.refresh_token } });
      expect(refresh.json().error_code).toBe('AUTH_100027');
    });
  });
});
