import type { Kysely } from 'kysely';
import type { GroupBuyListProduct } from '../../../contract/catalog';
import type { Database } from '../../db/schema';
import { toListProduct } from '../catalog/groupLists';
import { listRunningCardsOfBranch } from '../../db/repositories/purchase/groupBuys';

const SIMILAR_COUNT = 6;

/** Running group-buys of the same sub category (then the same branch), hottest first: where an ended deal sends a shopper. */
export async function similarLive(db: Kysely<Database>, of: { id: number; categoryId: number; branchId: number }, now: number): Promise<GroupBuyListProduct[]> {
  const rows = await listRunningCardsOfBranch(db, of, now);
  const same = rows.filter((r) => r.category_id === of.categoryId);
  return [...same, ...rows.filter((r) => r.category_id !== of.categoryId)].slice(0, SIMILAR_COUNT).map(toListProduct);
}
