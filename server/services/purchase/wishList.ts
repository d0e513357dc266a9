import type { Kysely } from 'kysely';
import type { GroupBuyListProduct } from '../../../contract/catalog';
import type { SubscriptionRequest, } from '../../../contract/purchaseRequests';
import type { WishListBody, WishListBrief, WishProductBody } from '../../../contract/purchase';
import type { Database } from '../../db/schema';
import { toListProduct } from '../catalog/groupLists';
import { effectiveLimit } from './groupBuyDetail';

type Db = Kysely<Database>;
type Item = SubscriptionRequest['items'][number];

async function subscriptions(db: Db, memberId: number) {
  return db.selectFrom('subscriptions').select(['target_type', 'target_id', 'option_id'])
    .where('member_id', '=', memberId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** GET /api/v1/wishlist/brief: followed products with their followed options, followed group-buys. */
export async function wishListBrief(db: Db, memberId: number): Promise<WishListBrief> {
  const rows = await subscriptions(db, memberId);
  const products = new Map<number, number[]>();
  const groupbuyIds: number[] = [];
  for (const row of rows) {
    if (row.target_type === 'groupbuy') groupbuyIds.push(row.target_id);
    else products.set(row.target_id, [...(products.get(row.target_id) ?? []), ...(row.option_id > 0 ? [row.option_id] : [])]);
  }
  return {
    total_count: products.size + groupbuyIds.length,
    products: [...products].map(([id, optionIds]) => ({ id, option_ids: optionIds.sort((a, b) => a - b) })),
    groupbuy_ids: groupbuyIds,
  };
}

/** GET /api/v1/wishlist: the tracking list page. */
export async function wishList(db: Db, memberId: number): Promise<WishListBody> {
  const brief = await wishListBrief(db, memberId);
  const productIds = brief.products.map((p) => p.id);
  const productRows = productIds.length === 0 ? [] : await db.selectFrom('products')
    .innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id')
    .select(['products.id', 'products.title', 'group_buys.id as group_buy_id', 'group_buys.title as group_buy_title', 'group_buys.image_path'])
    .where('products.id', 'in', productIds).execute();
  const optionIds = brief.products.flatMap((p) => p.option_ids);
  const optionRows = optionIds.length === 0 ? [] : await db.selectFrom('options').select(['id', 'size', 'purchase_limit', 'stock']).where('id', 'in', optionIds).execute();
  const products: WishProductBody[] = brief.products.flatMap((p) => {
    const row = productRows.find((r) => r.id === p.id);
    if (!row) return [];
    const subscribedOptions = optionRows.filter((o) => p.option_ids.includes(o.id)).map((o) => ({ id: o.id, size: o.size, purchase_limit: effectiveLimit(o) }));
    return [{ id: row.id, type: 'product' as const, title: row.title, image: row.image_path, group_buy_id: row.group_buy_id, group_buy_title: row.group_buy_title, subscribedOptions }];
  });
  const groupRows = brief.groupbuy_ids.length === 0 ? [] : await db.selectFrom('group_buys')
    .select(['id', 'title', 'description', 'label', 'price', 'original_price', 'price_suffix', 'image_path', 'like_count', 'is_adult_only'])
    .where('id', 'in', brief.groupbuy_ids).execute();
  const groupbuys: GroupBuyListProduct[] = brief.groupbuy_ids.flatMap((id) => groupRows.filter((r) => r.id === id).map(toListProduct));
  return { products, groupbuys };
}

/** Every item names something that exists (and an option of that product). */
export async function itemsExist(db: Db, items: Item[]): Promise<boolean> {
  for (const item of items) {
    if (item.type === 'groupbuy') {
      if (item.option_id !== undefined) return false;
      if (!(await db.selectFrom('group_buys').select('id').where('id', '=', item.id).executeTakeFirst())) return false;
    } else if (item.option_id !== undefined) {
      if (!(await db.selectFrom('options').select('id').where('id', '=', item.option_id).where('product_id', '=', item.id).executeTakeFirst())) return false;
    } else if (!(await db.selectFrom('products').select('id').where('id', '=', item.id).executeTakeFirst())) return false;
  }
  return true;
}

/** Following twice is following once. */
export async function follow(db: Db, memberId: number, items: Item[], now: number): Promise<void> {
  await db.insertInto('subscriptions')
    .values(items.map((item) => ({ member_id: memberId, target_type: item.type, target_id: item.id, option_id: item.option_id ?? 0, created_at: now })))
    .onConflict((oc) => oc.columns(['member_id', 'target_type', 'target_id', 'option_id']).doNothing())
    .execute();
}

/** A product item without option_id drops every follow of that product. */
export async function unfollow(db: Db, memberId: number, items: Item[]): Promise<void> {
  for (const item of items) {
    let query = db.deleteFrom('subscriptions').where('member_id', '=', memberId).where('target_type', '=', item.type).where('target_id', '=', item.id);
    if (item.option_id !== undefined) query = query.where('option_id', '=', item.option_id);
    await query.execute();
  }
}
