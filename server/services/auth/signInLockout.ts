import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { clear, clearPrefix, release, reserve, retryAfter, take, type Limit } from './rateLimiter';

const WINDOW = 15 * 60 * 1000;

/**
 * A lock belongs to the account and the address together: anyone may guess, but only the guessing
 * address is shut out (5 failures in 15 minutes), never the member signing in from elsewhere.
 */
const accountAtAddress = (email: string, ip: string): Limit => ({ key: `${accountPrefix(email)}${ip}`, max: 5, windowMs: WINDOW });
const accountPrefix = (email: string): string => `login:account:${email.toLowerCase()}|`;

/** Credential stuffing: one address may fail on at most 20 accounts in 15 minutes. */
const address = (ip: string): Limit => ({ key: `login:ip:${ip}`, max: 20, windowMs: WINDOW });

export interface SignInAttempt {
  /** Not an outcome (the hashing queue was full, say): nothing is counted. */
  abandon(): Promise<void>;
  /** The right password: the failures of this account at this address are forgotten. */
  succeeded(): Promise<void>;
}

export type AttemptStart = { ok: true; attempt: SignInAttempt } | { ok: false; retryAfter: number };

/**
 * Reserves the attempt before the password is hashed, so parallel guesses cannot outrun the lock; a
 * failure keeps the reservation. Only an account's first attempt from an address counts towards the
 * address's bound: the depth of guessing on one account is the pair's limit.
 */
export async function beginSignInAttempt(db: Kysely<Database>, email: string, ip: string, now: number): Promise<AttemptStart> {
  const pair = accountAtAddress(email, ip);
  const count = await take(db, pair, now);
  if (count === null) return { ok: false, retryAfter: (await retryAfter(db, [pair], now)) ?? 1 };
  const taken = [pair];
  if (count === 1) {
    const wait = await reserve(db, [address(ip)], now);
    if (wait !== null) {
      await release(db, taken);
      return { ok: false, retryAfter: wait };
    }
    taken.push(address(ip));
  }
  return {
    ok: true,
    attempt: {
      abandon: () => release(db, taken),
      succeeded: async () => {
        await release(db, taken.slice(1));
        await clear(db, pair.key);
      },
    },
  };
}

/** After a password reset the member's mailbox proved her: no address stays locked out of her account. */
export const clearSignInLockout = (db: Kysely<Database>, email: string): Promise<void> => clearPrefix(db, accountPrefix(email));
