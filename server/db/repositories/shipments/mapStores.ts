import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface MapStore { chain: string; store_id: string; name: string; city: string; district: string; address: string }

/**
 * Keeps a store the provider's map returned, so a destination can name it. A store already known keeps its
 * name and address: the map's reply is unsigned, so one shopper's post must not rewrite a store for everyone.
 */
export async function upsertMapStore(db: Db, store: MapStore): Promise<void> {
  await db.insertInto('convenience_stores').values(store).onConflict((oc) => oc.columns(['chain', 'store_id']).doNothing()).execute();
}

export async function findMapStore(db: Db, chain: string, storeId: string): Promise<MapStore | undefined> {
  return db.selectFrom('convenience_stores').select(['chain', 'store_id', 'name', 'city', 'district', 'address'])
    .where('chain', '=', chain).where('store_id', '=', storeId).executeTakeFirst();
}

/** The first stores of a chain (the sandbox map's list). */
export async function listChainStores(db: Db, chain: string, limit: number): Promise<MapStore[]> {
  return db.selectFrom('convenience_stores').select(['chain', 'store_id', 'name', 'city', 'district', 'address'])
    .where('chain', '=', chain).orderBy('store_id').limit(limit).execute();
}
