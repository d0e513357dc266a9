import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

/** Every store of a chain, by store id. */
export async function listStoresOfChain(db: Kysely<Database>, chain: string) {
  return db.selectFrom('convenience_stores').selectAll().where('chain', '=', chain).orderBy('store_id').execute();
}

export async function findStore(db: Kysely<Database>, chain: string, storeId: string) {
  return db.selectFrom('convenience_stores').selectAll().where('chain', '=', chain).where('store_id', '=', storeId).executeTakeFirst();
}
