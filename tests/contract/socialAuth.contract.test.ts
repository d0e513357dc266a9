import type { TokenStore, UserInfoGateway } from '../../src/application/auth/ports';
import type { SocialAuthGateway, SocialProvider } from '../../src/application/auth/socialPorts';
import { RequestCookieTokenStore } from '../../src/infrastructure/cookie/RequestCookieTokenStore';
import { FixedClock } from '../../src/infrastructure/clock/FixedClock';
import { ApiSocialAuthGateway } from '../../src/infrastructure/http/ApiSocialAuthGateway';
import { ApiUserInfoGateway } from '../../src/infrastructure/http/ApiUserInfoGateway';
import { InMemoryAccounts } from '../../src/infrastructure/memory/InMemoryAccounts';
import { InMemorySocialAuthGateway } from '../../src/infrastructure/memory/InMemorySocialAuthGateway';
import { InMemoryTokenStore } from '../../src/infrastructure/memory/InMemoryTokenStore';
import { InMemoryUserInfoGateway } from '../../src/infrastructure/memory/InMemoryUserInfoGateway';
import { clientsOf } from '../server/helpers/apiClient';
import { dialects } from '../server/helpers/testApp';
import { AMY, openRealShop, type RealShop } from './helpers/realShop';

interface Person { email: string; name: string }
/** One browser at the shop, and the identity provider's consent page the shop sends it to. */
interface Browser {
  social: SocialAuthGateway;
  userInfo: UserInfoGateway;
  tokens: TokenStore;
  /** The person agrees on the consent page at `url`: the code and state the provider sends back. */
  consent(url: string, person: Person): Promise<{ code: string; state: string }>;
}

const failure = async (call: Promise<unknown>) => {
  const error = await call.then(() => null, (e: { status?: number; code?: string; message?: string }) => e);
  return error && { status: error.status, code: error.code, message: error.message };
};

/**
 * 社群登入 (SPEC §2.1): the sandbox identity provider the application tests use and the typed client
 * over the real server's sandbox provider answer a callback, a merge and the demo sign-in alike.
 * Each test signs up identities of its own (the round in the e-mail), so one shop serves the file.
 */
describe.each(dialects())('SocialAuthGateway contract on %s', (dialect) => {
  let shop: RealShop;
  let round = 0;

  beforeAll(async () => { shop = await openRealShop(dialect); });
  afterAll(() => shop.close());

  const real = (): Browser => {
    const jar = new RequestCookieTokenStore(undefined);
    const { api } = clientsOf(shop.test.app, jar, 'http', { jar });
    return {
      social: new ApiSocialAuthGateway(api),
      userInfo: new ApiUserInfoGateway(api),
      tokens: jar,
      consent: async (url, person) => {
        const authorize = new URL(url);
        const approve = new URLSearchParams(authorize.search);
        approve.set('name', person.name);
        approve.set('email', person.email);
        const back = await shop.test.app.inject({ method: 'GET', url: `${authorize.pathname.replace(/authorize$/, 'approve')}?${approve}` });
        const landing = new URL(String(back.headers.location));
        return { code: landing.searchParams.get('code')!, state: landing.searchParams.get('state')! };
      },
    };
  };
  const fake = (() => {
    let accounts: InMemoryAccounts;
    return (): Browser => {
      accounts ??= new InMemoryAccounts(new FixedClock(shop.now));
      if (!accounts.members.has(AMY.email)) accounts.addMember({ ...AMY, verified: true });
      const social = new InMemorySocialAuthGateway(accounts);
      const tokens = new InMemoryTokenStore();
      return {
        social,
        userInfo: new InMemoryUserInfoGateway(accounts, tokens),
        tokens,
        consent: async (url, person) => ({ code: social.consent(url, person), state: new URL(url, 'http://shop').searchParams.get('state')! }),
      };
    };
  })();
  const subjects: [string, () => Browser][] = [['the in-memory sandbox', fake], ['the typed client over the real server', real]];

  describe.each(subjects)('%s', (_name, subject) => {
    let b: Browser;
    let person: Person;
    beforeEach(() => {
      round += 1;
      b = subject();
      person = { email: `social-${dialect}-${round}@example.com`, name: `社群媽${round}` };
    });
    const trip = async (provider: SocialProvider, who: Person = person) =>
      b.consent((await b.social.start(provider, '/member/profile')).url, who);

    it('makes a new identity a verified member named as the provider names her, and signs her in', async () => {
      const { code, state } = await trip('facebook');
      const outcome = await b.social.verify('facebook', code, state);
      if (outcome.status !== 'signed-in') throw new Error(`expected a sign-in: ${JSON.stringify(outcome)}`);
      b.tokens.save(outcome.token);
      expect(await b.userInfo.load()).toMatchObject({ signedIn: true, email: person.email, nickname: person.name });
      const again = await trip('facebook');
      expect((await b.social.verify('facebook', again.code, again.state)).status).toBe('signed-in');
    });

    it('signs a member made by one provider in through another without a merge (she has no password)', async () => {
      const first = await trip('facebook');
      await b.social.verify('facebook', first.code, first.state);
      const other = await trip('apple');
      expect((await b.social.verify('apple', other.code, other.state)).status).toBe('signed-in');
    });

    it('refuses a state it did not issue, and a code spent once', async () => {
      const { code } = await trip('apple');
      expect(await failure(b.social.verify('apple', code, 'forged'))).toEqual({ status: 400, code: 'AUTH_100014', message: '登入驗證已逾時，請重新登入' });
      const fresh = await trip('apple');
      await b.social.verify('apple', fresh.code, fresh.state);
      const replay = await trip('apple');
      expect(await failure(b.social.verify('apple', fresh.code, replay.state))).toEqual({ status: 400, code: 'AUTH_100017', message: '社群帳號登入失敗，請重新再試' });
    });

    it('asks a password member to merge, refuses a wrong password, then links and spends the ticket', async () => {
      const { code, state } = await trip('facebook', { email: AMY.email, name: 'FB Amy' });
      const outcome = await b.social.verify('facebook', code, state);
      if (outcome.status !== 'merge-required') throw new Error(`expected a merge: ${JSON.stringify(outcome)}`);
      expect(outcome.email).toBe(AMY.email);
      expect(await failure(b.social.merge(outcome.ticket, 'not-it-123'))).toEqual({ status: 401, code: 'AUTH_100011', message: 'E-mail 或密碼錯誤' });
      expect(await b.social.merge(outcome.ticket, AMY.password)).toMatchObject({ accessToken: expect.any(String) });
      expect(await failure(b.social.merge(outcome.ticket, AMY.password))).toEqual({ status: 400, code: 'AUTH_100015', message: '帳號合併連結已失效，請重新登入' });
      const next = await trip('facebook', { email: AMY.email, name: 'FB Amy' });
      expect((await b.social.verify('facebook', next.code, next.state)).status).toBe('signed-in');
    });

    it('refuses an unknown merge ticket as a spent one', async () => {
      expect(await failure(b.social.merge('no-such-ticket', AMY.password))).toEqual({ status: 400, code: 'AUTH_100015', message: '帳號合併連結已失效，請重新登入' });
    });

    it('signs in as a demo member through a session, and refuses anyone else', async () => {
      await b.social.signInForTesting(AMY.email);
      expect(await b.userInfo.load()).toMatchObject({ signedIn: true, nickname: AMY.nickname, authDriver: 'session' });
      const refused = { status: 403, code: 'GEN_000003', message: '僅能以展示帳號登入' };
      expect(await failure(b.social.signInForTesting(`nobody-${round}@example.com`))).toEqual(refused);
      expect(await failure(b.social.signInForTesting('someone@gmail.com'))).toEqual(refused);
    });
  });
});
