import { ResolveLoginStatus } from '../../../src/application/auth/ResolveLoginStatus';
import { SessionStore } from '../../../src/application/shell/SessionStore';
import { DAY_MS } from '../../../src/domain/constants';
import { NetworkError } from '../../../src/domain/errors/clientErrors';
import { TOKENS } from '../../../src/infrastructure/di/tokens';
import { InMemoryAuthGateway } from '../../../src/infrastructure/memory/InMemoryAuthGateway';
import { InMemoryTokenStore } from '../../../src/infrastructure/memory/InMemoryTokenStore';
import { MemberMother } from '../mothers/MemberMother';
import { UserMetaMother } from '../mothers/UserMetaMother';
import { givenShop } from '../shop';

function shopWithAmySignedIn() {
  const shop = givenShop();
  const amy = shop.accounts.addMember(MemberMother.amy());
  const token = shop.accounts.issueTokens(amy.id);
  shop.tokens.save(token);
  return { ...shop, amy, token, resolve: () => shop.container.get(ResolveLoginStatus).execute() };
}

describe('ResolveLoginStatus (SPEC §4.1)', () => {
  it('token driver, signed in: keeps the token and publishes the meta', async () => {
    const shop = shopWithAmySignedIn();
    const meta = await shop.resolve();
    expect(meta).toMatchObject({ signedIn: true, authDriver: 'token', nickname: '媽咪Amy' });
    expect(shop.tokens.read()).toEqual(shop.token);
    expect(shop.container.get(SessionStore).state$.getValue()?.user).toEqual(meta);
  });

  it('token driver, signed in, token inside its last day: refreshes it first', async () => {
    const shop = shopWithAmySignedIn();
    shop.clock.advance(6.5 * DAY_MS);
    const meta = await shop.resolve();
    expect(meta.signedIn).toBe(true);
    expect(shop.tokens.read()?.accessToken).not.toBe(shop.token.accessToken);
    expect(shop.accounts.refreshRecord(shop.token.refreshToken)?.used).toBe(true);
  });

  it('token driver, not signed in: refreshes and loads the user info again', async () => {
    const shop = shopWithAmySignedIn();
    shop.clock.advance(8 * DAY_MS);
    const meta = await shop.resolve();
    expect(meta).toMatchObject({ signedIn: true, authDriver: 'token', email: 'amy@example.com' });
    expect(shop.tokens.read()?.refreshToken).not.toBe(shop.token.refreshToken);
  });

  it('token driver, not signed in, refresh token expired: loads as signed out', async () => {
    const shop = shopWithAmySignedIn();
    shop.clock.advance(31 * DAY_MS);
    const meta = await shop.resolve();
    expect(meta).toMatchObject({ signedIn: false, nickname: null });
    expect(shop.tokens.read()).toBeNull();
  });

  it('token driver, not signed in, refresh token invalid: loads as signed out', async () => {
    const shop = shopWithAmySignedIn();
    shop.tokens.save({ accessToken: 'forged', refreshToken: 'forged', expiredAt: 0 });
    const meta = await shop.resolve();
    expect(meta.signedIn).toBe(false);
    expect(shop.tokens.read()).toBeNull();
  });

  it('session driver, signed in: renews the token and keeps it', async () => {
    const shop = givenShop();
    shop.accounts.sessionMemberId = shop.accounts.addMember(MemberMother.amy()).id;
    const meta = await shop.container.get(ResolveLoginStatus).execute();
    expect(meta).toMatchObject({ signedIn: true, authDriver: 'session' });
    expect(shop.accounts.memberOfAccessToken(shop.tokens.read()!.accessToken)?.email).toBe('amy@example.com');
  });

  it('session driver, not signed in: clears the token', async () => {
    const stale = new InMemoryTokenStore({ accessToken: 'old', refreshToken: 'old', expiredAt: 1 });
    const shop = givenShop((c) => {
      c.rebind(TOKENS.TokenStore).toConstantValue(stale);
      c.rebind(TOKENS.UserInfoGateway).toConstantValue({ load: async () => UserMetaMother.signedOut(), clearUtm: async () => {} });
    });
    const meta = await shop.container.get(ResolveLoginStatus).execute();
    expect(meta.signedIn).toBe(false);
    expect(stale.read()).toBeNull();
  });

  it('passes the route query on, so campaign attributes are kept', async () => {
    const shop = givenShop();
    const meta = await shop.container.get(ResolveLoginStatus).execute({ query: { utm_source: 'line' } });
    expect(meta.utmQueryString).toBe('utm_source=line');
  });

  it('lets a technical failure of the refresh through', async () => {
    const shop = shopWithAmySignedIn();
    shop.clock.advance(8 * DAY_MS);
    jest.spyOn(shop.container.get(InMemoryAuthGateway), 'refresh').mockRejectedValue(new NetworkError());
    await expect(shop.resolve()).rejects.toBeInstanceOf(NetworkError);
  });
});
