import { decideLoginStep } from '../../../src/domain/auth/loginStatus';
import type { TokenData } from '../../../src/domain/user/UserMeta';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 1);
const token = (expiresInMs: number): TokenData => ({
  accessToken: 'a',
  refreshToken: 'r',
  expiredAt: Math.floor((now + expiresInMs) / 1000),
});

describe('decideLoginStep (SPEC §4.1)', () => {
  it('token driver, signed in, fresh token: success', () => {
    expect(decideLoginStep({ authDriver: 'token', signedIn: true, storedToken: token(5 * DAY), nowMs: now })).toBe('token-success');
  });

  it('token driver, signed in, token unreadable here: success', () => {
    expect(decideLoginStep({ authDriver: 'token', signedIn: true, storedToken: null, nowMs: now })).toBe('token-success');
  });

  it('token driver, signed in, token inside its last day: refresh first', () => {
    expect(decideLoginStep({ authDriver: 'token', signedIn: true, storedToken: token(DAY / 2), nowMs: now })).toBe(
      'refresh-expiring-token',
    );
  });

  it('token driver, not signed in: refresh and reload', () => {
    expect(decideLoginStep({ authDriver: 'token', signedIn: false, storedToken: token(5 * DAY), nowMs: now })).toBe(
      'refresh-and-reload',
    );
  });

  it('session driver, signed in: renew', () => {
    expect(decideLoginStep({ authDriver: 'session', signedIn: true, storedToken: null, nowMs: now })).toBe('renew-token');
  });

  it('session driver, not signed in: clear the token', () => {
    expect(decideLoginStep({ authDriver: 'session', signedIn: false, storedToken: token(DAY), nowMs: now })).toBe('clear-token');
  });
});
