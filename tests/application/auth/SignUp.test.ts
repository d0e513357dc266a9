import { SignUp } from '../../../src/application/auth/SignUp';
import { ApiError, ParameterError } from '../../../src/domain/errors/clientErrors';
import { InMemoryAuthGateway } from '../../../src/infrastructure/memory/InMemoryAuthGateway';
import { MemberMother } from '../mothers/MemberMother';
import { givenShop } from '../shop';

describe('SignUp', () => {
  it('creates an unverified account and a verification link', async () => {
    const s = givenShop();
    const result = await s.container.get(SignUp).execute({ email: ' Cathy@Example.com', password: 'cathy-1234', nickname: ' 凱西 ', terms: true });
    expect(result).toEqual({ ok: true, value: { email: 'cathy@example.com' } });
    expect(s.accounts.members.get('cathy@example.com')).toMatchObject({ nickname: '凱西', verified: false });
    expect(s.accounts.verificationTokenFor('cathy@example.com')).not.toBeNull();
  });

  it('returns every field problem without calling the server', async () => {
    const s = givenShop();
    const result = await s.container.get(SignUp).execute({ email: 'cathy@', password: 'short', nickname: '', terms: false });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'invalid-input',
        message: null,
        fields: { email: 'E-mail 格式不正確', password: '密碼至少需要 8 個字元', nickname: '請輸入暱稱', terms: '請閱讀並同意服務條款與隱私權政策' },
      },
    });
    expect(s.accounts.members.size).toBe(0);
  });

  it('answers a registered e-mail like any sign-up: the server mails its owner instead', async () => {
    const s = givenShop();
    s.accounts.addMember(MemberMother.amy());
    const result = await s.container.get(SignUp).execute({ email: 'amy@example.com', password: 'another-pass', nickname: 'Amy2', terms: true });
    expect(result).toEqual({ ok: true, value: { email: 'amy@example.com' } });
    expect(s.accounts.alreadyMemberNotices).toEqual(['amy@example.com']);
  });

  it('still shows a taken e-mail on its field if a server says so (AUTH_100010)', async () => {
    const s = givenShop();
    jest.spyOn(s.container.get(InMemoryAuthGateway), 'signUp').mockRejectedValue(new ApiError(409, 'AUTH_100010', '此 E-mail 已經註冊過了'));
    const result = await s.container.get(SignUp).execute({ email: 'amy@example.com', password: 'another-pass', nickname: 'Amy2', terms: true });
    expect(result).toEqual({ ok: false, error: { code: 'email-taken', message: null, fields: { email: '此 E-mail 已經註冊過了' } } });
  });

  it("uses the server's message when it names no field", async () => {
    const s = givenShop();
    jest.spyOn(s.container.get(InMemoryAuthGateway), 'signUp').mockRejectedValue(new ParameterError({}, '輸入資料有誤'));
    const result = await s.container.get(SignUp).execute({ email: 'c@example.com', password: 'cathy-1234', nickname: '凱西', terms: true });
    expect(result).toEqual({ ok: false, error: { code: 'invalid-input', message: '輸入資料有誤', fields: {} } });
  });
});
