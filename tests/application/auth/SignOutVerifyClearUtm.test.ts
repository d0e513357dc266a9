import { ClearUtm } from '../../../src/application/auth/ClearUtm';
import { SignIn } from '../../../src/application/auth/SignIn';
import { SignOut } from '../../../src/application/auth/SignOut';
import { VerifyEmail } from '../../../src/application/auth/VerifyEmail';
import { SessionStore } from '../../../src/application/shell/SessionStore';
import { MemberMother } from '../mothers/MemberMother';
import { givenShop } from '../shop';

describe('SignOut', () => {
  it('ends the session, forgets the token and publishes the signed-out meta', async () => {
    const s = givenShop();
    s.accounts.addMember(MemberMother.amy());
    await s.container.get(SignIn).execute({ email: 'amy@example.com', password: 'jiutuan-demo-1' });
    const token = s.tokens.read()!;
    const meta = await s.container.get(SignOut).execute();
    expect(meta.signedIn).toBe(false);
    expect(s.tokens.read()).toBeNull();
    expect(s.accounts.memberOfAccessToken(token.accessToken)).toBeNull();
    expect(s.container.get(SessionStore).state$.getValue()?.user.signedIn).toBe(false);
  });
});

describe('VerifyEmail', () => {
  it('verifies the address of a valid link and signs in; opened again it only says so', async () => {
    const s = givenShop();
    s.accounts.addMember(MemberMother.unverified());
    const token = s.accounts.addVerification('new@example.com');
    const verify = s.container.get(VerifyEmail);
    expect(await verify.execute({ token })).toEqual({ ok: true, value: { email: 'new@example.com', signedIn: true, alreadyVerified: false } });
    expect(s.accounts.members.get('new@example.com')?.verified).toBe(true);
    expect(await verify.execute({ token })).toEqual({ ok: true, value: { email: 'new@example.com', signedIn: false, alreadyVerified: true } });
    expect(await verify.execute({ token: 'never-sent' })).toEqual({ ok: false, error: { code: 'invalid-link', message: '驗證連結無效或已過期' } });
  });

  it('rejects a missing token without calling the server', async () => {
    const result = await givenShop().container.get(VerifyEmail).execute({ token: undefined });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-link' } });
  });
});

describe('ClearUtm', () => {
  it('forgets the campaign and reloads the user info', async () => {
    const s = givenShop();
    s.accounts.utmQueryString = 'utm_source=shopback';
    const meta = await s.container.get(ClearUtm).execute();
    expect(meta.utmQueryString).toBeNull();
    expect(s.container.get(SessionStore).state$.getValue()?.user.utmQueryString).toBeNull();
  });
});
