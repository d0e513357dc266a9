import { isTokenExpired } from '../../../src/domain/auth/tokenExpiry';

const DAY = 24 * 60 * 60 * 1000;
const expiredAt = 1_800_000_000; // seconds
const expiryMs = expiredAt * 1000;

describe('isTokenExpired (SPEC §4.1: expired when now is later than one day before expired_at)', () => {
  it('is fresh more than a day before expiry', () => {
    expect(isTokenExpired(expiredAt, expiryMs - 2 * DAY)).toBe(false);
  });

  it('is still fresh exactly one day before expiry', () => {
    expect(isTokenExpired(expiredAt, expiryMs - DAY)).toBe(false);
  });

  it('counts as expired one millisecond into the last day', () => {
    expect(isTokenExpired(expiredAt, expiryMs - DAY + 1)).toBe(true);
  });

  it('counts as expired after expiry', () => {
    expect(isTokenExpired(expiredAt, expiryMs + DAY)).toBe(true);
  });
});
