import type { TokenStore } from '../../../src/application/auth/ports';
import { Header } from '../../../contract/common';
import type { CallerRequest } from '../../http/authContext';

/** The page request's own cookie jar (the token store on the page server), as its API calls send it. */
export interface VisitorCookies {
  tokens: TokenStore;
  cookieHeader: () => string;
  parseCookie: (header: string) => Record<string, string | undefined>;
}

/** The headers and cookies an API call of this page request would carry (createHttpClient's withShopHeaders), read at call time. */
export function visitorRequest({ tokens, cookieHeader, parseCookie }: VisitorCookies): CallerRequest {
  const token = tokens.read();
  const cookies = cookieHeader();
  return {
    headers: token ? { [Header.OAUTH_TOKEN]: token.accessToken } : {},
    cookies: cookies ? parseCookie(cookies) : {},
  };
}
