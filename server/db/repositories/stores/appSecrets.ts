import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

/** Stores a secret under its name unless one is there already (the first writer wins a race). */
export async function insertSecretIfAbsent(db: Kysely<Database>, name: string, value: string): Promise<void> {
  await db.insertInto('app_secrets').values({ name, value }).onConflict((oc) => oc.column('name').doNothing()).execute();
}

export async function findSecretValue(db: Kysely<Database>, name: string): Promise<string> {
  return (await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()).value;
}
