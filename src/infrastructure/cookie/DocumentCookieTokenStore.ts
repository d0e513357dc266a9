import { Cookie } from '../../../contract/cookieNames';
import type { TokenStore } from '../../application/auth/ports';
import type { TokenData } from '../../domain/user/UserMeta';
import { decodeTokenCookie, parseCookieHeader } from './cookieCodec';

/**
 * The browser's token store. The server keeps auth_token_data in an HttpOnly cookie so that no
 * script (and no injected script) can read the refresh token: document.cookie does not show
 * it, so read() finds nothing and the API reads the cookie itself (requests go withCredentials).
 * save() and clear() write nothing for the same reason — the server's responses set and delete
 * the cookie (sign-in, refresh, renew, logout). The only part a script could safely hold,
 * expired_at, is not needed here: the expiry rule of SPEC §4.1 runs on the page server, where
 * the cookie is readable.
 */
export class DocumentCookieTokenStore implements TokenStore {
  constructor(private readonly doc: { cookie: string } | undefined = globalThis.document) {}

  /** Only finds a token when some environment made the cookie script-visible (never by default). */
  read(): TokenData | null {
    if (!this.doc) return null;
    return decodeTokenCookie(parseCookieHeader(this.doc.cookie).get(Cookie.AUTH_TOKEN_DATA));
  }

  save(_token: TokenData): void {}

  clear(): void {}
}
