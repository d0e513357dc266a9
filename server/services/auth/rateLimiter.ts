import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A fixed-window counter in the database, so every process of a scale-out shares it. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** Seconds until the first exhausted limit resets, or null when all still have room. */
export async function retryAfter(db: Kysely<Database>, limits: Limit[], now: number): Promise<number | null> {
  const rows = await db.selectFrom('rate_limits').selectAll().where('key', 'in', limits.map((l) => l.key)).execute();
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

/**
 * One statement both counts and decides: the row is bumped only while it has room (or its window is
 * over), so concurrent callers — several processes on PostgreSQL included — can never pass the limit.
 */
async function takeOne(db: Kysely<Database>, limit: Omit<Limit, 'max'> & { max: number | null }, now: number): Promise<number | null> {
  const max = limit.max;
  const resetAt = now + limit.windowMs;
  const taken = await db.insertInto('rate_limits')
    .values({ key: limit.key, count: 1, reset_at: resetAt })
    .onConflict((oc) => oc.column('key')
      .doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
      })
      .where((eb) => (max === null ? eb.lit(true) : eb.or([eb('rate_limits.reset_at', '<=', now), eb('rate_limits.count', '<', max)]))))
    .returning('count')
    .executeTakeFirst();
  return taken === undefined ? null : Number(taken.count);
}

/** Takes one unit of a single limit: the window's count including this one, or null when it had no room. */
export const take = (db: Kysely<Database>, limit: Limit, now: number): Promise<number | null> => takeOne(db, limit, now);

/** Gives back one reserved unit (an outcome that must not count, e.g. a successful sign-in). */
export async function release(db: Kysely<Database>, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    await db.updateTable('rate_limits').set({ count: sql<number>`${sql.ref('count')} - 1` }).where('key', '=', limit.key).where('count', '>', 0).execute();
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
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Ends every window whose key starts with `prefix` (substr, not LIKE: e-mail addresses may hold `_`). */
export async function clearPrefix(db: Kysely<Database>, prefix: string): Promise<void> {
  await db.deleteFrom('rate_limits').where(sql<string>`substr(${sql.ref('key')}, 1, ${sql.lit(prefix.length)})`, '=', prefix).execute();
}

/** Counts an attempt and tells whether it is over a limit (for calls limited on every use). */
export const hit = reserve;
