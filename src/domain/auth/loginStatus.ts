import type { AuthDriver, TokenData } from '../user/UserMeta';
import { isTokenExpired } from './tokenExpiry';

/** What to do after the user-info call (SPEC §4.1). */
export type LoginStep =
  /** Token driver, signed in, token still fresh: nothing to do. */
  | 'token-success'
  /** Token driver, signed in, but the stored token is inside its last day: refresh it first. */
  | 'refresh-expiring-token'
  /** Token driver, not signed in: refresh the token and load the user info again. */
  | 'refresh-and-reload'
  /** Session driver, signed in: renew the token through the renew call and keep it. */
  | 'renew-token'
  /** Session driver, not signed in: clear the token. */
  | 'clear-token';

export interface LoginStatusInput {
  authDriver: AuthDriver;
  signedIn: boolean;
  /** The token this side can read (null when it cannot see it, e.g. an HttpOnly cookie). */
  storedToken: TokenData | null;
  nowMs: number;
}

export function decideLoginStep({ authDriver, signedIn, storedToken, nowMs }: LoginStatusInput): LoginStep {
  if (authDriver === 'session') return signedIn ? 'renew-token' : 'clear-token';
  if (!signedIn) return 'refresh-and-reload';
  if (storedToken && isTokenExpired(storedToken.expiredAt, nowMs)) return 'refresh-expiring-token';
  return 'token-success';
}
