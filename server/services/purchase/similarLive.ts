import type { Kysely } from 'kysely';
import type { GroupBuyListProduct } from '../../../contract/catalog';
import type { Database } from '../../db/schema';
import { toListProduct } from '../catalog/groupLists';
import { SHIPPING_COLUMNS } from '../shipping/shippingTerms';

const SIMILAR_COUNT = 6;

/** Running group-buys of the same sub category (then the same branch), hottest first: where an ended deal sends a shopper. */
export async function similarLive(db: Kysely<Database>, of: { id: number; categoryId: number; branchId: number }, now: number): Promise<GroupBuyListProduct[]> {
  const rows = await db.selectFrom('group_buys')
    .select(['id', 'title', 'description', 'label', 'price', 'original_price', 'price_suffix', 'image_path', 'like_count', 'is_adult_only', 'starts_at', 'ends_at', 'category_id', ...SHIPPING_COLUMNS])
    .where('status', '=', 'open').where('starts_at', '<=', now).where('ends_at', '>', now)
    .where('branch_id', '=', of.branchId).where('id', '<>', of.id)
    .orderBy('hot_score', 'desc').orderBy('id').limit(60).execute();
  const same = rows.filter((r) => r.category_id === of.categoryId);
  return [...same, ...rows.filter((r) => r.category_id !== of.categoryId)].slice(0, SIMILAR_COUNT).map(toListProduct);
}
