import { CompleteSocialSignIn } from '../../../src/application/auth/CompleteSocialSignIn';
import { MergeAccount } from '../../../src/application/auth/MergeAccount';
import { SignInForTesting } from '../../../src/application/auth/SignInForTesting';
import { StartSocialSignIn } from '../../../src/application/auth/StartSocialSignIn';
import { TOKENS } from '../../../src/infrastructure/di/tokens';
import type { InMemorySocialAuthGateway } from '../../../src/infrastructure/memory/InMemorySocialAuthGateway';
import { MemberMother } from '../mothers/MemberMother';
import { givenShop } from '../shop';

/** The /auth/* sign-ins of SPEC §2.1 over the in-memory sandbox identity provider. */
async function consented(container: ReturnType<typeof givenShop>['container'], email: string): Promise<{ code: string; state: string }> {
  const url = await container.get(StartSocialSignIn).execute({ provider: 'facebook', returnTo: '/member/profile' });
  const code = container.get<InMemorySocialAuthGateway>(TOKENS.SocialAuthGateway).consent(url, { email, name: email.split('@')[0] });
  return { code, state: new URLSearchParams(url.split('?')[1]).get('state')! };
}

describe('social sign-in', () => {
  it('signs a new parent in with the e-mail they consented with', async () => {
    const { container, tokens } = givenShop();
    const result = await container.get(CompleteSocialSignIn).execute({ provider: 'facebook', ...(await consented(container, 'dora@example.com')) });
    expect(result).toMatchObject({ ok: true, value: { status: 'signed-in', meta: { signedIn: true, email: 'dora@example.com' } } });
    expect(tokens.read()).not.toBeNull();
  });

  it("asks Amy to merge when the e-mail is her password account's, then signs her in", async () => {
    const { container, accounts } = givenShop();
    accounts.addMember(MemberMother.amy());
    const result = await container.get(CompleteSocialSignIn).execute({ provider: 'facebook', ...(await consented(container, 'amy@example.com')) });
    if (!result.ok || result.value.status !== 'merge-required') throw new Error('expected a merge');
    const merge = container.get(MergeAccount);
    expect(await merge.execute({ ticket: result.value.ticket, password: 'wrong-one' })).toEqual({
      ok: false,
      error: { message: '密碼錯誤，請再試一次' },
    });
    expect(await merge.execute({ ticket: result.value.ticket, password: 'jiutuan-demo-1' })).toMatchObject({
      ok: true,
      value: { signedIn: true, nickname: '媽咪Amy' },
    });
  });

  it('refuses a callback whose state it did not issue', async () => {
    const result = await givenShop().container.get(CompleteSocialSignIn).execute({ provider: 'apple', code: 'x@example.com', state: 'forged' });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-callback' } });
  });

  it('keeps the return path on this site', async () => {
    const url = await givenShop().container.get(StartSocialSignIn).execute({ provider: 'apple', returnTo: '//evil.example' });
    expect(url).toContain('return_to=%2F');
    expect(url).not.toContain('evil');
  });

  it('signs in as a demo member through a session, settled as SPEC §4.1 says', async () => {
    const { container, accounts, tokens } = givenShop();
    accounts.addMember(MemberMother.ben());
    const meta = await container.get(SignInForTesting).execute({ email: 'ben@example.com' });
    expect(meta).toMatchObject({ signedIn: true, nickname: '爸比Ben', authDriver: 'session' });
    expect(tokens.read()).not.toBeNull();
  });
});
