import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import { SHIPPING_COLUMNS } from '../shipping/shippingColumns';

type Db = Kysely<Database>;

/** A group-buy with its brand, branch, sub category and (when any) main category. */
export async function findGroupBuyDetailRow(db: Db, id: number) {
  return db.selectFrom('group_buys')
    .innerJoin('brands', 'brands.id', 'group_buys.brand_id')
    .innerJoin('branches', 'branches.id', 'group_buys.branch_id')
    .innerJoin('categories as sub', 'sub.id', 'group_buys.category_id')
    .leftJoin('categories as main', 'main.id', 'sub.parent_id')
    .select([
      'group_buys.id', 'group_buys.title', 'group_buys.description', 'group_buys.image_path', 'group_buys.label', 'group_buys.like_count',
      'group_buys.is_adult_only', 'group_buys.status', 'group_buys.price', 'group_buys.original_price', 'group_buys.price_suffix',
      'group_buys.starts_at', 'group_buys.ends_at', 'group_buys.review_count', 'group_buys.rating_total', 'group_buys.sold_count',
      'group_buys.buyer_count', 'group_buys.branch_id', 'group_buys.category_id', 'brands.id as brand_id', 'brands.name as brand_name', 'branches.name as branch_name',
      'branches.path as branch_path', 'sub.id as sub_id', 'sub.name as sub_name', 'sub.path as sub_path', 'main.id as main_id', 'main.name as main_name', 'main.path as main_path',
    ])
    .where('group_buys.id', '=', id).executeTakeFirst();
}

export async function listProductsOfGroupBuy(db: Db, groupBuyId: number) {
  return db.selectFrom('products').selectAll().where('group_buy_id', '=', groupBuyId).orderBy('sort_order').execute();
}

export async function listOptionsOfProducts(db: Db, productIds: readonly number[]) {
  return db.selectFrom('options').selectAll()
    .where('product_id', 'in', [...productIds]).orderBy('product_id').orderBy('sort_order').execute();
}

/** The events (活動) some options take part in, by event id. */
export async function listOptionEvents(db: Db, optionIds: readonly number[]) {
  return db.selectFrom('option_events').innerJoin('events', 'events.id', 'option_events.event_id')
    .select(['option_events.option_id', 'events.title', 'events.path'])
    .where('option_events.option_id', 'in', [...optionIds]).orderBy('events.id').execute();
}

export async function findGroupBuyIdOfProduct(db: Db, productId: number): Promise<number | null> {
  const row = await db.selectFrom('products').select('group_buy_id').where('id', '=', productId).executeTakeFirst();
  return row?.group_buy_id ?? null;
}

/** Up to 60 cards of the branch's other running group-buys at `now`, hottest first. */
export async function listRunningCardsOfBranch(db: Db, of: { id: number; branchId: number }, now: number) {
  return db.selectFrom('group_buys')
    .select(['id', 'title', 'description', 'label', 'price', 'original_price', 'price_suffix', 'image_path', 'like_count', 'is_adult_only', 'starts_at', 'ends_at', 'category_id', ...SHIPPING_COLUMNS])
    .where('status', '=', 'open').where('starts_at', '<=', now).where('ends_at', '>', now)
    .where('branch_id', '=', of.branchId).where('id', '<>', of.id)
    .orderBy('hot_score', 'desc').orderBy('id').limit(60).execute();
}
