import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/** Some options with their product and group-buy as they are now (unordered). */
export async function listLiveOptionRows(db: Db, optionIds: readonly number[]) {
  return db.selectFrom('options')
    .innerJoin('products', 'products.id', 'options.product_id')
    .innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id')
    .select([
      'options.id', 'options.size', 'options.current_price', 'options.discount_price', 'options.stock', 'options.purchase_limit',
      'products.id as product_id', 'products.title as product_title', 'products.status as product_status',
      'group_buys.id as group_buy_id', 'group_buys.title as group_buy_title', 'group_buys.branch_id', 'group_buys.image_path',
      'group_buys.status as group_status', 'group_buys.ends_at',
    ])
    .where('options.id', 'in', [...optionIds])
    .execute();
}

/** The promotions of some group-buys, by id. */
export async function listGroupBuyPromotions(db: Db, groupBuyIds: readonly number[]) {
  return db.selectFrom('group_buy_promotions').selectAll().where('group_buy_id', 'in', [...groupBuyIds]).orderBy('id').execute();
}

/** Every branch's free-shipping threshold. */
export async function listBranchShipping(db: Db) {
  return db.selectFrom('branch_shipping').selectAll().execute();
}
