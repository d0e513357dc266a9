import type { Container } from 'inversify';
import { TOKENS } from '../../infrastructure/di/tokens';

/** Cookies the per-request token store wrote (a refreshed token), for the page response. */
export function collectSetCookies(container: Container): string[] {
  const store = container.get(TOKENS.TokenStore) as { setCookieHeaders?: () => string[] };
  return store.setCookieHeaders?.() ?? [];
}
