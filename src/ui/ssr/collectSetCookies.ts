import type { Resolver } from '../../application/injection';
import { TOKENS } from '../../infrastructure/di/tokens';

/** Cookies the per-request token store wrote (a refreshed token), for the page response. */
export function collectSetCookies(container: Resolver): string[] {
  const store = container.get(TOKENS.TokenStore) as { setCookieHeaders?: () => string[] };
  return store.setCookieHeaders?.() ?? [];
}
