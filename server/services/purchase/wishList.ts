import type { Kysely } from 'kysely';
import type { GroupBuyListProduct } from '../../../contract/catalog';
import type { SubscriptionRequest, } from '../../../contract/purchaseRequests';
import type { WishListBody, WishListBrief, WishProductBody } from '../../../contract/purchase';
import type { Database } from '../../db/schema';
import {
  deleteSubscriptions, groupBuyExists, insertSubscriptionsIfAbsent, listOptionLimits, listSubscriptions, listWishGroupBuyCards,
  listWishProducts, optionOfProductExists, productExists,
} from '../../db/repositories/purchase/subscriptions';
import { toListProduct } from '../catalog/groupLists';
import { effectiveLimit } from './groupBuyDetail';

type Db = Kysely<Database>;
type Item = SubscriptionRequest['items'][number];

/** GET /api/v1/wishlist/brief: followed products with their followed options, followed group-buys. */
export async function wishListBrief(db: Db, memberId: number): Promise<WishListBrief> {
  const rows = await listSubscriptions(db, memberId);
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
  const productRows = productIds.length === 0 ? [] : await listWishProducts(db, productIds);
  const optionIds = brief.products.flatMap((p) => p.option_ids);
  const optionRows = optionIds.length === 0 ? [] : await listOptionLimits(db, optionIds);
  const products: WishProductBody[] = brief.products.flatMap((p) => {
    const row = productRows.find((r) => r.id === p.id);
    if (!row) return [];
    const subscribedOptions = optionRows.filter((o) => p.option_ids.includes(o.id)).map((o) => ({ id: o.id, size: o.size, purchase_limit: effectiveLimit(o) }));
    return [{ id: row.id, type: 'product' as const, title: row.title, image: row.image_path, group_buy_id: row.group_buy_id, group_buy_title: row.group_buy_title, subscribedOptions }];
  });
  const groupRows = brief.groupbuy_ids.length === 0 ? [] : await listWishGroupBuyCards(db, brief.groupbuy_ids);
  const groupbuys: GroupBuyListProduct[] = brief.groupbuy_ids.flatMap((id) => groupRows.filter((r) => r.id === id).map(toListProduct));
  return { products, groupbuys };
}

/** Every item names something that exists (and an option of that product). */
export async function itemsExist(db: Db, items: Item[]): Promise<boolean> {
  for (const item of items) {
    if (item.type === 'groupbuy') {
      if (item.option_id !== undefined) return false;
      if (!(await groupBuyExists(db, item.id))) return false;
    } else if (item.option_id !== undefined) {
      if (!(await optionOfProductExists(db, item.option_id, item.id))) return false;
    } else if (!(await productExists(db, item.id))) return false;
  }
  return true;
}

/** Following twice is following once. */
export async function follow(db: Db, memberId: number, items: Item[], now: number): Promise<void> {
  await insertSubscriptionsIfAbsent(db, memberId, items, now);
}

/** A product item without option_id drops every follow of that product. */
export async function unfollow(db: Db, memberId: number, items: Item[]): Promise<void> {
  for (const item of items) await deleteSubscriptions(db, memberId, item);
}
