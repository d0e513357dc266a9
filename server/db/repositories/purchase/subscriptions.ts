import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;
export interface SubscriptionTarget { type: 'product' | 'groupbuy'; id: number; option_id?: number }

/** A member's follows, newest first. */
export async function listSubscriptions(db: Db, memberId: number) {
  return db.selectFrom('subscriptions').select(['target_type', 'target_id', 'option_id'])
    .where('member_id', '=', memberId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** Inserts follows, leaving out the ones the member already has. */
export async function insertSubscriptionsIfAbsent(db: Db, memberId: number, items: readonly SubscriptionTarget[], now: number): Promise<void> {
  await db.insertInto('subscriptions')
    .values(items.map((item) => ({ member_id: memberId, target_type: item.type, target_id: item.id, option_id: item.option_id ?? 0, created_at: now })))
    .onConflict((oc) => oc.columns(['member_id', 'target_type', 'target_id', 'option_id']).doNothing())
    .execute();
}

/** Deletes a member's follows of a target: of one option when given, else of every option. */
export async function deleteSubscriptions(db: Db, memberId: number, item: SubscriptionTarget): Promise<void> {
  let query = db.deleteFrom('subscriptions').where('member_id', '=', memberId).where('target_type', '=', item.type).where('target_id', '=', item.id);
  if (item.option_id !== undefined) query = query.where('option_id', '=', item.option_id);
  await query.execute();
}

/** Followed products with their group-buy. */
export async function listWishProducts(db: Db, productIds: readonly number[]) {
  return db.selectFrom('products')
    .innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id')
    .select(['products.id', 'products.title', 'group_buys.id as group_buy_id', 'group_buys.title as group_buy_title', 'group_buys.image_path'])
    .where('products.id', 'in', [...productIds]).execute();
}

export async function listOptionLimits(db: Db, optionIds: readonly number[]) {
  return db.selectFrom('options').select(['id', 'size', 'purchase_limit', 'stock']).where('id', 'in', [...optionIds]).execute();
}

export async function listWishGroupBuyCards(db: Db, groupBuyIds: readonly number[]) {
  return db.selectFrom('group_buys')
    .select(['id', 'title', 'description', 'label', 'price', 'original_price', 'price_suffix', 'image_path', 'like_count', 'is_adult_only'])
    .where('id', 'in', [...groupBuyIds]).execute();
}

export async function groupBuyExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('group_buys').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function productExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function optionOfProductExists(db: Db, optionId: number, productId: number): Promise<boolean> {
  return (await db.selectFrom('options').select('id').where('id', '=', optionId).where('product_id', '=', productId).executeTakeFirst()) !== undefined;
}
