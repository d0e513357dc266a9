import type { Kysely } from 'kysely';
import {
  deleteRateLimit, deleteRateLimitsByPrefix, findRateLimits, releaseRateLimitUnit, takeRateLimitUnit,
} from '../../db/repositories/auth/rateLimits';
import type { Database } from '../../db/schema';

/** A fixed-window counter in the database, so every process of a scale-out shares it. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** Seconds until the first exhausted limit resets, or null when all still have room. */
export async function retryAfter(db: Kysely<Database>, limits: Limit[], now: number): Promise<number | null> {
  const rows = await findRateLimits(db, limits.map((l) => l.key));
  let wait: number | null = null;
  for (const limit of limits) {
    const row = rows.find((r) => r.key === limit.key);
    if (row && row.reset_at > now && row.count >= limit.max) {
      const seconds = Math.ceil((row.reset_at - now) / 1000);
      wait = Math.max(wait ?? 0, seconds);
    }
  }
  return wait;
}

/** Counts one event against each limit, starting a new window when the old one is over. */
export async function count(db: Kysely<Database>, limits: Limit[], now: number): Promise<void> {
  for (const limit of limits) await takeOne(db, { ...limit, max: null }, now);
}

/** One unit of a limit, taken only while it has room (`max` null: counted whatever the count). */
function takeOne(db: Kysely<Database>, limit: Omit<Limit, 'max'> & { max: number | null }, now: number): Promise<number | null> {
  return takeRateLimitUnit(db, limit.key, limit.max, now + limit.windowMs, now);
}

/** Takes one unit of a single limit: the window's count including this one, or null when it had no room. */
export const take = (db: Kysely<Database>, limit: Limit, now: number): Promise<number | null> => takeOne(db, limit, now);

/** Gives back one reserved unit (an outcome that must not count, e.g. a successful sign-in). */
export async function release(db: Kysely<Database>, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    await releaseRateLimitUnit(db, limit.key);
  }
}

/**
 * Reserves one unit of every limit before the expensive work, or none: null when reserved, else the
 * seconds to wait. The caller keeps the reservation for an outcome that counts and releases it otherwise.
 */
export async function reserve(db: Kysely<Database>, limits: Limit[], now: number): Promise<number | null> {
  const taken: Limit[] = [];
  for (const limit of limits) {
    if ((await takeOne(db, limit, now)) !== null) {
      taken.push(limit);
      continue;
    }
    await release(db, taken);
    return (await retryAfter(db, [limit], now)) ?? 1;
  }
  return null;
}

export async function clear(db: Kysely<Database>, key: string): Promise<void> {
  await deleteRateLimit(db, key);
}

/** Ends every window whose key starts with `prefix`. */
export const clearPrefix = (db: Kysely<Database>, prefix: string): Promise<void> => deleteRateLimitsByPrefix(db, prefix);

/** Counts an attempt and tells whether it is over a limit (for calls limited on every use). */
export const hit = reserve;
