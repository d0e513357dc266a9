import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

/** Writes the probe's own rate_limits row (it never limits anything: count and reset stay 0), then reads it back. */
export async function writeAndReadProbeRow(db: Kysely<Database>): Promise<void> {
  await db.insertInto('rate_limits').values({ key: 'health:probe', count: 0, reset_at: 0 })
    .onConflict((oc) => oc.column('key').doUpdateSet({ count: 0, reset_at: 0 }))
    .execute();
  await db.selectFrom('rate_limits').select('key').where('key', '=', 'health:probe').executeTakeFirstOrThrow();
}
