import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A read and a one-row write: a database that answers but cannot write (read-only file, full disk) is not healthy. */
export async function probeDatabase(db: Kysely<Database>): Promise<void> {
  await db.insertInto('rate_limits').values({ key: 'health:probe', count: 0, reset_at: 0 })
    .onConflict((oc) => oc.column('key').doUpdateSet({ count: 0, reset_at: 0 }))
    .execute();
  await db.selectFrom('rate_limits').select('key').where('key', '=', 'health:probe').executeTakeFirstOrThrow();
}
