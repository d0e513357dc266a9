import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

/** The 規格 rows of some products, by product then position. */
export async function listProductSpecs(db: Kysely<Database>, productIds: readonly number[]) {
  return db.selectFrom('product_specs').select(['product_id', 'label', 'value'])
    .where('product_id', 'in', [...productIds]).orderBy('product_id').orderBy('position').execute();
}

export async function findGroupBuyContent(db: Kysely<Database>, groupBuyId: number) {
  return db.selectFrom('group_buy_contents').select(['paragraphs', 'size_guide']).where('group_buy_id', '=', groupBuyId).executeTakeFirst();
}
