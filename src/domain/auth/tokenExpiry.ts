import { TOKEN_EXPIRY_MARGIN_MS } from '../constants';

/**
 * SPEC §4.1: a token counts as expired when now is later than one day before expired_at,
 * so it is refreshed a day early rather than failing in the middle of a visit.
 */
export function isTokenExpired(expiredAtSeconds: number, nowMs: number): boolean {
  return nowMs > expiredAtSeconds * 1000 - TOKEN_EXPIRY_MARGIN_MS;
}
