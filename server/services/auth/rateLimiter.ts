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
  for (const limit of limits) {
    const resetAt = now + limit.windowMs;
    await db.insertInto('rate_limits')
      .values({ key: limit.key, count: 1, reset_at: resetAt })
      .onConflict((oc) => oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
      }))
      .execute();
  }
}

export async function clear(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Counts an attempt and tells whether it is over a limit (for calls limited on every use). */
export async function hit(db: Kysely<Database>, limits: Limit[], now: number): Promise<number | null> {
  const wait = await retryAfter(db, limits, now);
  if (wait !== null) return wait;
  await count(db, limits, now);
  return null;
}
