import { call } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';
import { TERMS_VERSION } from '../../src/domain/auth/terms';

/** Issue 30: a password that is common or too easy to guess is refused at sign-up and reset, with why. */
describe.each(dialects())('password strength on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  }, 60_000);
  afterAll(async () => t.close(), 30_000);
  const signUp = (email: string, password: string) => call(t.app, 'POST', '/v2/member/signup', { body: { email, password, nickname: '小美', terms: TERMS_VERSION } });

  it.each([
    ['12345678', '這是很常見的密碼，很容易被猜到，請換一組'],
    ['qwertyui', '這是很常見的密碼，很容易被猜到，請換一組'],
    ['aaaaaaaa', '重複的字元（如 aaaaaaaa）很容易被猜到，請換一組'],
    ['20240101', '日期或年份很容易被猜到，請換一組'],
  ])('refuses %p with the reason and creates no account', async (password, reason) => {
    const email = `weak-${dialect}-${password}@example.com`;
    const answer = await signUp(email, password);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({ password: reason });
    expect(await t.db.selectFrom('members').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('refuses the e-mail itself as the password', async () => {
    const answer = await signUp(`mei.lin.${dialect}@example.com`, `mei.lin.${dialect}@example.com`);
    expect(answer.json().fields).toEqual({ password: '密碼不能包含您的 E-mail 或暱稱，請換一組' });
  });

  it('takes a password that is hard to guess', async () => {
    expect((await signUp(`strong-${dialect}@example.com`, 'secret-pass-1')).statusCode).toBe(201);
  });

  it('refuses 12345678 as a new password on reset too', async () => {
    const answer = await call(t.app, 'POST', '/v2/member/password/reset', { body: { token: 'a'.repeat(43), password: '12345678' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({ password: '這是很常見的密碼，很容易被猜到，請換一組' });
  });
});
