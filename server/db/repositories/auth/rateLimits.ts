import { sql, type Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

export const findRateLimits = (db: Db, keys: string[]) =>
  db.selectFrom('rate_limits').selectAll().where('key', 'in', keys).execute();

/**
 * One statement both counts and decides: the row is bumped only while it has room (`max` null: always)
 * or its window is over, so concurrent callers on several processes can never pass the limit. The
 * window's count including this one, or null when it had no room.
 */
export async function takeRateLimitUnit(db: Db, key: string, max: number | null, resetAt: number, now: number): Promise<number | null> {
  const taken = await db.insertInto('rate_limits')
    .values({ key, count: 1, reset_at: resetAt })
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

export async function releaseRateLimitUnit(db: Db, key: string): Promise<void> {
  await db.updateTable('rate_limits').set({ count: sql<number>`${sql.ref('count')} - 1` }).where('key', '=', key).where('count', '>', 0).execute();
}

export async function deleteRateLimit(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** substr, not LIKE: e-mail addresses may hold `_`. */
export async function deleteRateLimitsByPrefix(db: Db, prefix: string): Promise<void> {
  await db.deleteFrom('rate_limits').where(sql<string>`substr(${sql.ref('key')}, 1, ${sql.lit(prefix.length)})`, '=', prefix).execute();
}
