import { Cookie } from '../../../contract/cookieNames';
import type { TokenStore } from '../../application/auth/ports';
import type { ResponseCookies } from '../../application/shell/ports';
import type { TokenData } from '../../domain/user/UserMeta';
import type { CookieJar } from './CookieJar';
import { decodeTokenCookie, encodeTokenCookie, parseCookieHeader, parseSetCookie } from './cookieCodec';

export const TOKEN_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The page server's token store for one request: reads auth_token_data from the incoming
 * Cookie header, and turns save()/clear() into Set-Cookie lines for the page response. It is
 * also the cookie jar of that request's API calls, so a refreshed token or a utm cookie set by
 * the API is used by the next call and reaches the browser.
 */
export class RequestCookieTokenStore implements TokenStore, ResponseCookies, CookieJar {
  private readonly jar: Map<string, string>;
  /** name → Set-Cookie line; the last word on each cookie wins. */
  private readonly outgoing = new Map<string, string>();

  constructor(
    cookieHeader: string | undefined,
    private readonly options: { secure?: boolean; now?: () => number } = {},
  ) {
    this.jar = parseCookieHeader(cookieHeader);
  }

  read(): TokenData | null {
    return decodeTokenCookie(this.jar.get(Cookie.AUTH_TOKEN_DATA));
  }

  save(token: TokenData): void {
    const value = encodeTokenCookie(token);
    this.jar.set(Cookie.AUTH_TOKEN_DATA, value);
    this.outgoing.set(Cookie.AUTH_TOKEN_DATA, this.line(value, TOKEN_COOKIE_MAX_AGE_SECONDS));
  }

  /** Sends a deleting Set-Cookie only when there is a cookie to delete: most visitors have none. */
  clear(): void {
    const present = this.jar.has(Cookie.AUTH_TOKEN_DATA) || this.outgoing.has(Cookie.AUTH_TOKEN_DATA);
    if (!present) return;
    this.jar.delete(Cookie.AUTH_TOKEN_DATA);
    this.outgoing.set(Cookie.AUTH_TOKEN_DATA, this.line('', 0));
  }

  setCookieHeaders(): string[] {
    return [...this.outgoing.values()];
  }

  cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  absorb(setCookieLines: string[]): void {
    const now = this.options.now?.() ?? Date.now();
    for (const line of setCookieLines) {
      const cookie = parseSetCookie(line, now);
      if (!cookie) continue;
      if (cookie.expired) this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, cookie.value);
      this.outgoing.set(cookie.name, line);
    }
  }

  private line(value: string, maxAgeSeconds: number): string {
    const secure = this.options.secure ? '; Secure' : '';
    return `${Cookie.AUTH_TOKEN_DATA}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure}`;
  }
}
