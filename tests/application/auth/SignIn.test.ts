import { SignIn } from '../../../src/application/auth/SignIn';
import { SessionStore } from '../../../src/application/shell/SessionStore';
import { NetworkError, ParameterError } from '../../../src/domain/errors/clientErrors';
import { InMemoryAuthGateway } from '../../../src/infrastructure/memory/InMemoryAuthGateway';
import { MemberMother } from '../mothers/MemberMother';
import { givenShop } from '../shop';

function shop() {
  const s = givenShop();
  s.accounts.addMember(MemberMother.amy());
  s.accounts.addMember(MemberMother.unverified());
  return { ...s, signIn: s.container.get(SignIn) };
}

describe('SignIn', () => {
  it('signs Amy in, keeps her token and publishes her meta', async () => {
    const s = shop();
    const result = await s.signIn.execute({ email: 'AMY@example.com ', password: 'jiutuan-demo-1' });
    expect(result).toMatchObject({ ok: true, value: { signedIn: true, nickname: '媽咪Amy' } });
    expect(s.tokens.read()).not.toBeNull();
    expect(s.container.get(SessionStore).state$.getValue()?.user.signedIn).toBe(true);
  });

  it('checks the form before calling the server', async () => {
    const s = shop();
    const result = await s.signIn.execute({ email: 'amy', password: '' });
    expect(result).toEqual({
      ok: false,
      error: { code: 'invalid-input', message: null, fields: { email: 'E-mail 格式不正確', password: '請輸入密碼' } },
    });
  });

  it('says the same thing for a wrong password and an unknown e-mail', async () => {
    const s = shop();
    const wrong = await s.signIn.execute({ email: 'amy@example.com', password: 'nope-nope' });
    const unknown = await s.signIn.execute({ email: 'who@example.com', password: 'nope-nope' });
    expect(wrong).toEqual({ ok: false, error: { code: 'wrong-credentials', message: 'E-mail 或密碼錯誤', fields: {} } });
    expect(unknown).toEqual(wrong);
    expect(s.tokens.read()).toBeNull();
  });

  it('asks an unverified member to verify first', async () => {
    const result = await shop().signIn.execute({ email: 'new@example.com', password: 'new-member-1' });
    expect(result).toMatchObject({ ok: false, error: { code: 'email-not-verified', message: '請先完成 E-mail 驗證' } });
  });

  it('tells how long to wait after too many failures', async () => {
    const s = shop();
    for (let i = 0; i < 5; i += 1) await s.signIn.execute({ email: 'amy@example.com', password: 'wrong-guess' });
    const result = await s.signIn.execute({ email: 'amy@example.com', password: 'jiutuan-demo-1' });
    expect(result).toMatchObject({ ok: false, error: { code: 'too-many-attempts', message: '嘗試次數過多，請於 15 分鐘後再試' } });
  });

  it("shows the server's field messages", async () => {
    const s = shop();
    jest.spyOn(s.container.get(InMemoryAuthGateway), 'signIn').mockRejectedValue(new ParameterError({ email: 'E-mail 格式不正確' }));
    const result = await s.signIn.execute({ email: 'amy@example.com', password: 'x' });
    expect(result).toEqual({ ok: false, error: { code: 'invalid-input', message: null, fields: { email: 'E-mail 格式不正確' } } });
  });

  it('throws technical failures', async () => {
    const s = shop();
    jest.spyOn(s.container.get(InMemoryAuthGateway), 'signIn').mockRejectedValue(new NetworkError());
    await expect(s.signIn.execute({ email: 'amy@example.com', password: 'x' })).rejects.toBeInstanceOf(NetworkError);
  });
});
