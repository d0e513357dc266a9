import { Secret, TOTP } from 'otpauth';

const ISSUER = '寶貝揪團後台';
const PERIOD = 30;

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A new 160-bit secret, base32 (what authenticator apps take). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app enrols from (shown once, as a QR code). */
export const otpauthUri = (secret: string, email: string): string => totpOf(secret, email).toString();

/** The code of the step at `now` (tests and the demo compute what the staff member's phone would show). */
export const totpCode = (secret: string, now: number): string => totpOf(secret).generate({ timestamp: now });

/**
 * The 30-second step a code belongs to, accepting the step before and after (clock drift), or null.
 * The caller spends the step so the same code never signs in twice.
 */
export function matchingStep(secret: string, code: string, now: number): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}
