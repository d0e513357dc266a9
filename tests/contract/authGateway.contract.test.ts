import type { AuthGateway, TokenStore, UserInfoGateway } from '../../src/application/auth/ports';
import { TERMS_VERSION } from '../../src/domain/auth/terms';
import { ApiError, InvalidRefreshTokenError, TooManyAttemptsError } from '../../src/domain/errors/clientErrors';
import { FixedClock } from '../../src/infrastructure/clock/FixedClock';
import { ApiAuthGateway } from '../../src/infrastructure/http/ApiAuthGateway';
import { ApiUserInfoGateway } from '../../src/infrastructure/http/ApiUserInfoGateway';
import { InMemoryAccounts } from '../../src/infrastructure/memory/InMemoryAccounts';
import { InMemoryAuthGateway } from '../../src/infrastructure/memory/InMemoryAuthGateway';
import { InMemoryTokenStore } from '../../src/infrastructure/memory/InMemoryTokenStore';
import { InMemoryUserInfoGateway } from '../../src/infrastructure/memory/InMemoryUserInfoGateway';
import { latestVerificationToken } from '../server/helpers/api';
import { apiClientOf } from '../server/helpers/apiClient';
import { dialects } from '../server/helpers/testApp';
import { AMY, BEN, openRealShop, type RealShop } from './helpers/realShop';

interface Shop { device(): Device; advance(ms: number): void; verificationLink(email: string): Promise<string | null> }

/** One device: its token store (what its requests carry), the account calls and the user info over it. */
interface Device { tokens: TokenStore; auth: AuthGateway; userInfo: UserInfoGateway }

const kindOf = (error: unknown) => (error instanceof ApiError ? [error.status, error.code] : (error as { kind?: string }).kind);
const failure = (call: Promise<unknown>) => call.then(() => 'done', kindOf);

/**
 * Sign-in, tokens and the signed-in state (SPEC §4.1, §7): the account fakes the Gherkin runs on,
 * with Amy and Ben as members, and the typed client over the real server. The token store stands
 * for what a device's requests carry; saving what a sign-in returns is the use case's job, done here.
 */
describe.each(dialects())('AuthGateway and UserInfoGateway contract on %s', (dialect) => {
  let shop: RealShop;

  beforeAll(async () => { shop = await openRealShop(dialect); });
  afterAll(() => shop.close());

  const fakeShop = (): Shop => {
    const clock = new FixedClock(shop.now);
    const accounts = new InMemoryAccounts(clock);
    for (const m of [AMY, BEN]) accounts.addMember({ ...m, verified: true });
    const device = () => {
      const tokens = new InMemoryTokenStore();
      return { tokens, auth: new InMemoryAuthGateway(accounts, tokens), userInfo: new InMemoryUserInfoGateway(accounts, tokens) };
    };
    return { device, advance: (ms) => clock.advance(ms), verificationLink: async (email) => accounts.verificationTokenFor(email) };
  };
  const realShop = (): Shop => ({
    device: () => {
      const tokens = new InMemoryTokenStore();
      const api = apiClientOf(shop.test.app, tokens, 'http');
      return { tokens, auth: new ApiAuthGateway(api), userInfo: new ApiUserInfoGateway(api) };
    },
    advance: (ms) => shop.advance(ms),
    verificationLink: async (email) => {
      const mails = (await shop.test.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json().data as { to: string; text: string }[];
      return latestVerificationToken(mails.filter((mail) => mail.to === email));
    },
  });
  const subjects: [string, () => Shop][] = [['the in-memory fakes', fakeShop], ['the typed clients over the real server', realShop]];

  describe.each(subjects)('%s', (_name, subject) => {
    let device: () => Device;
    let advance: (ms: number) => void;
    let verificationLinkOf: (email: string) => Promise<string | null>;
    beforeEach(() => { ({ device, advance, verificationLink: verificationLinkOf } = subject()); });

    it('signs a member in with her e-mail in any case, and her device is then hers', async () => {
      const phone = device();
      expect(await phone.userInfo.load()).toMatchObject({ signedIn: false, showLogin: true, id: null, nickname: null, cartCount: 0 });
      const token = await phone.auth.signIn({ email: 'AMY@example.com', password: AMY.password });
      expect(token.expiredAt).toBeGreaterThan(Date.now() / 1000);
      phone.tokens.save(token);
      expect(await phone.userInfo.load()).toMatchObject({ signedIn: true, showLogin: false, email: AMY.email, nickname: AMY.nickname, authDriver: 'token' });
      expect((await device().userInfo.load()).signedIn).toBe(false);
    });

    it('refuses a wrong password and an unknown e-mail alike, and locks the address after five failures', async () => {
      const phone = device();
      expect(await failure(phone.auth.signIn({ email: 'nobody@example.com', password: 'whatever-1' }))).toEqual([401, 'AUTH_100011']);
      for (let i = 0; i < 5; i++) expect(await failure(phone.auth.signIn({ email: BEN.email, password: 'wrong-pass-1' }))).toEqual([401, 'AUTH_100011']);
      await expect(phone.auth.signIn({ email: BEN.email, password: BEN.password })).rejects.toBeInstanceOf(TooManyAttemptsError);
    });

    it('turns a refresh token into new tokens and retires the old access token', async () => {
      const phone = device();
      const first = await phone.auth.signIn({ email: AMY.email, password: AMY.password });
      const second = await phone.auth.refresh(first.refreshToken);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      phone.tokens.save(first);
      expect((await phone.userInfo.load()).signedIn).toBe(false);
      phone.tokens.save(second);
      expect((await phone.userInfo.load()).nickname).toBe(AMY.nickname);
      await expect(phone.auth.refresh('not-a-refresh-token')).rejects.toBeInstanceOf(InvalidRefreshTokenError);
    });

    it('lets a spent refresh token be presented again within 30 seconds (two tabs), and ends the whole sign-in after', async () => {
      const phone = device();
      const first = await phone.auth.signIn({ email: AMY.email, password: AMY.password });
      const second = await phone.auth.refresh(first.refreshToken);
      const sibling = await phone.auth.refresh(first.refreshToken);
      expect(sibling.refreshToken).not.toBe(second.refreshToken);
      advance(31_000);
      await expect(phone.auth.refresh(first.refreshToken)).rejects.toBeInstanceOf(InvalidRefreshTokenError);
      await expect(phone.auth.refresh(second.refreshToken)).rejects.toBeInstanceOf(InvalidRefreshTokenError);
      await expect(phone.auth.refresh(sibling.refreshToken)).rejects.toBeInstanceOf(InvalidRefreshTokenError);
    });

    it('signs out: the device’s tokens no longer sign anyone in', async () => {
      const phone = device();
      const token = await phone.auth.signIn({ email: AMY.email, password: AMY.password });
      phone.tokens.save(token);
      await phone.auth.signOut();
      expect((await phone.userInfo.load()).signedIn).toBe(false);
      await expect(phone.auth.refresh(token.refreshToken)).rejects.toBeInstanceOf(InvalidRefreshTokenError);
    });

    it('signs up without telling whether the address is taken, and signs in only once verified', async () => {
      const phone = device();
      expect(await phone.auth.signUp({ email: 'New.Mum@example.com', password: 'secret-pass-1', nickname: '新手媽咪', terms: TERMS_VERSION })).toEqual({ email: 'new.mum@example.com' });
      expect(await phone.auth.signUp({ email: AMY.email, password: 'secret-pass-1', nickname: '另一個', terms: TERMS_VERSION })).toEqual({ email: AMY.email });
      expect(await failure(phone.auth.signIn({ email: 'new.mum@example.com', password: 'secret-pass-1' }))).toEqual([403, 'AUTH_100012']);
      expect(await failure(phone.auth.verifyEmail('not-a-verification-token'))).toEqual([400, 'AUTH_100013']);
    });

    it('signs the parent in from her verification link; opened again on another phone it only says the e-mail is verified', async () => {
      const phone = device();
      await phone.auth.signUp({ email: 'link.mum@example.com', password: 'secret-pass-1', nickname: '連結媽咪', terms: TERMS_VERSION });
      const link = (await verificationLinkOf('link.mum@example.com'))!;
      const opened = await phone.auth.verifyEmail(link);
      expect(opened).toMatchObject({ status: 'signed_in', email: 'link.mum@example.com' });
      if (opened.status === 'signed_in') phone.tokens.save(opened.token);
      expect(await phone.userInfo.load()).toMatchObject({ signedIn: true, nickname: '連結媽咪' });
      const other = device();
      expect(await other.auth.verifyEmail(link)).toEqual({ status: 'already_verified', email: 'link.mum@example.com' });
      expect((await other.userInfo.load()).signedIn).toBe(false);
    });

    it('answers a reset request the same for anyone, and refuses a reset link it never sent', async () => {
      const phone = device();
      await expect(phone.auth.requestPasswordReset('nobody@example.com')).resolves.toBeUndefined();
      await expect(phone.auth.requestPasswordReset(BEN.email)).resolves.toBeUndefined();
      expect(await failure(phone.auth.resetPassword('not-a-reset-token', 'new-secret-1'))).toEqual([400, 'AUTH_100018']);
    });
  });
});
