import type { AuthGateway, TokenStore, UserInfoGateway } from '../../src/application/auth/ports';
import { DocumentCookieTokenStore } from '../../src/infrastructure/cookie/DocumentCookieTokenStore';
import { RequestCookieTokenStore } from '../../src/infrastructure/cookie/RequestCookieTokenStore';
import { FixedClock } from '../../src/infrastructure/clock/FixedClock';
import { ApiAuthGateway } from '../../src/infrastructure/http/ApiAuthGateway';
import { ApiUserInfoGateway } from '../../src/infrastructure/http/ApiUserInfoGateway';
import { InMemoryAccounts } from '../../src/infrastructure/memory/InMemoryAccounts';
import { InMemoryAuthGateway } from '../../src/infrastructure/memory/InMemoryAuthGateway';
import { InMemoryTokenStore } from '../../src/infrastructure/memory/InMemoryTokenStore';
import { InMemoryUserInfoGateway } from '../../src/infrastructure/memory/InMemoryUserInfoGateway';
import { clientsOf } from '../server/helpers/apiClient';
import { AMY, openRealShop, type RealShop } from './helpers/realShop';

interface Device { tokens: TokenStore; auth: AuthGateway; userInfo: UserInfoGateway }

/**
 * The TokenStore port as the use cases use it (ResolveLoginStatus, sign-in, sign-out): what they save
 * is what the next call carries, and what they clear is gone. Run against the Gherkin's in-memory store
 * (over the account fakes) and the page server's store, which is also the request's cookie jar for the
 * typed client in process on the real server. Only reads and the member's own tokens: SQLite is enough.
 */
describe('TokenStore contract', () => {
  let shop: RealShop;

  beforeAll(async () => { shop = await openRealShop('sqlite'); });
  afterAll(() => shop.close());

  const subjects: [string, () => Device][] = [
    ['the Gherkin’s in-memory store over the account fakes', () => {
      const accounts = new InMemoryAccounts(new FixedClock(shop.now));
      accounts.addMember({ ...AMY, verified: true });
      const tokens = new InMemoryTokenStore();
      return { tokens, auth: new InMemoryAuthGateway(accounts, tokens), userInfo: new InMemoryUserInfoGateway(accounts, tokens) };
    }],
    ['the page server’s cookie store, in process on the real server', () => {
      const tokens = new RequestCookieTokenStore(undefined);
      const { api } = clientsOf(shop.test.app, tokens, 'in-process', { jar: tokens });
      return { tokens, auth: new ApiAuthGateway(api), userInfo: new ApiUserInfoGateway(api) };
    }],
  ];

  describe.each(subjects)('%s', (_name, subject) => {
    let d: Device;
    beforeEach(() => { d = subject(); });

    it('holds nothing for a new visitor, who is signed out', async () => {
      expect(d.tokens.read()).toBeNull();
      expect((await d.userInfo.load()).signedIn).toBe(false);
    });

    it('carries the token a sign-in saved, and then the one a refresh saved', async () => {
      const token = await d.auth.signIn({ email: AMY.email, password: AMY.password });
      d.tokens.save(token);
      expect(d.tokens.read()).toEqual(token);
      expect((await d.userInfo.load()).nickname).toBe(AMY.nickname);
      const renewed = await d.auth.refresh(d.tokens.read()!.refreshToken);
      d.tokens.save(renewed);
      expect(d.tokens.read()).toEqual(renewed);
      expect((await d.userInfo.load()).signedIn).toBe(true);
    });

    // What lets the browser's store hold nothing: the shop settles the cookie itself (Set-Cookie).
    it('holds what the shop answered a sign-in, a refresh from the cookie and a renewal with, unsaved', async () => {
      const token = await d.auth.signIn({ email: AMY.email, password: AMY.password });
      expect(d.tokens.read()).toEqual(token);
      const renewed = await d.auth.refresh(null);
      expect(d.tokens.read()).toEqual(renewed);
      const again = await d.auth.renew();
      expect(d.tokens.read()).toEqual(again);
      expect((await d.userInfo.load()).nickname).toBe(AMY.nickname);
    });

    it('drops the token on sign-out, uncleared', async () => {
      await d.auth.signIn({ email: AMY.email, password: AMY.password });
      await d.auth.signOut();
      expect(d.tokens.read()).toBeNull();
      expect((await d.userInfo.load()).signedIn).toBe(false);
    });

    it('carries nothing once signed out and cleared', async () => {
      d.tokens.save(await d.auth.signIn({ email: AMY.email, password: AMY.password }));
      await d.auth.signOut();
      d.tokens.clear();
      expect(d.tokens.read()).toBeNull();
      expect((await d.userInfo.load()).signedIn).toBe(false);
    });
  });

  /**
   * In the browser the token lives in an HttpOnly cookie no script reads, so the browser's store
   * never holds one: ResolveLoginStatus there always sees `storedToken: null`, and a use case's
   * save() is the shop's Set-Cookie (above). The Gherkin's devices run their use cases on this
   * same store (features/support/world.ts) over the in-memory cookie; only the page server's
   * first look-up (opening the shop) reads the cookie, as RequestCookieTokenStore does.
   */
  it('the browser’s store holds no token, whatever is saved (the cookie is HttpOnly)', () => {
    const browser = new DocumentCookieTokenStore({ cookie: 'utm=1' });
    browser.save({ accessToken: 'a', refreshToken: 'r', expiredAt: 1 });
    expect(browser.read()).toBeNull();
  });
});
