import { DocumentCookieTokenStore } from '../../../src/infrastructure/cookie/DocumentCookieTokenStore';
import { RequestCookieTokenStore } from '../../../src/infrastructure/cookie/RequestCookieTokenStore';

const amyToken = { accessToken: 'access-1', refreshToken: 'refresh-1', expiredAt: 1_900_000_000 };
const cookieValue = encodeURIComponent(JSON.stringify({ access_token: 'access-1', refresh_token: 'refresh-1', expired_at: 1_900_000_000 }));

describe('RequestCookieTokenStore (page server)', () => {
  it('reads auth_token_data from the incoming Cookie header', () => {
    const store = new RequestCookieTokenStore(`sid=s1; auth_token_data=${cookieValue}; utm_data=u`);
    expect(store.read()).toEqual(amyToken);
  });

  it('reads nothing from a missing, garbled or incomplete cookie', () => {
    expect(new RequestCookieTokenStore(undefined).read()).toBeNull();
    expect(new RequestCookieTokenStore('auth_token_data=%E0%A4%A').read()).toBeNull();
    expect(new RequestCookieTokenStore('auth_token_data=not-json').read()).toBeNull();
    expect(new RequestCookieTokenStore(`auth_token_data=${encodeURIComponent('{"access_token":"a"}')}`).read()).toBeNull();
  });

  it('turns save() into an HttpOnly, SameSite=Lax, 30-day Set-Cookie and reads it back', () => {
    const store = new RequestCookieTokenStore('', { secure: true });
    store.save(amyToken);
    expect(store.read()).toEqual(amyToken);
    expect(store.setCookieHeaders()).toEqual([
      `auth_token_data=${cookieValue}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax; Secure`,
    ]);
  });

  it('turns clear() into a deleting Set-Cookie, the last word winning', () => {
    const store = new RequestCookieTokenStore(`auth_token_data=${cookieValue}`);
    store.save(amyToken);
    store.clear();
    expect(store.read()).toBeNull();
    expect(store.setCookieHeaders()).toEqual(['auth_token_data=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax']);
  });

  it('sends nothing when there was no cookie to clear', () => {
    const store = new RequestCookieTokenStore('sid=s1');
    store.clear();
    expect(store.setCookieHeaders()).toEqual([]);
  });

  it("keeps the API's cookies for the next call and for the page", () => {
    const store = new RequestCookieTokenStore('sid=s1; utm_data=old', { now: () => Date.UTC(2026, 10, 1) });
    store.absorb(['utm_data=new; Max-Age=86400; Path=/', 'sid=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/']);
    expect(store.cookieHeader()).toBe('utm_data=new');
    expect(store.setCookieHeaders()).toEqual(['utm_data=new; Max-Age=86400; Path=/', 'sid=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/']);
  });
});

describe('DocumentCookieTokenStore (browser)', () => {
  it('cannot see the HttpOnly cookie, so it reads nothing and writes nothing', () => {
    const doc = { cookie: 'utm_data=u; featured_animated=1' };
    const store = new DocumentCookieTokenStore(doc);
    store.save(amyToken);
    expect(store.read()).toBeNull();
    store.clear();
    expect(doc.cookie).toBe('utm_data=u; featured_animated=1');
  });

  it('reads a token only where an environment made it script-visible', () => {
    expect(new DocumentCookieTokenStore({ cookie: `auth_token_data=${cookieValue}` }).read()).toEqual(amyToken);
    expect(new DocumentCookieTokenStore(undefined).read()).toBeNull();
  });
});
