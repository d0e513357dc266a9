import type { Kysely } from 'kysely';
import type { GroupList } from '../../../contract/catalog';
import type { FloorList } from '../../../contract/mall';
import type { Database } from '../../db/schema';
import { MallMessages } from './messages';
import { openCards, pageOf } from './rows';

/** GET /v3/shopping/floor/{path}: the floor's group-buys in their set order; null for an unknown floor. */
export async function floorList(db: Kysely<Database>, path: string, page: number): Promise<FloorList | null> {
  const floor = await db.selectFrom('floors').innerJoin('branches', 'branches.id', 'floors.branch_id')
    .select(['floors.id', 'floors.path', 'floors.title', 'branches.path as branch_path', 'branches.name as branch_name'])
    .where('floors.path', '=', path).executeTakeFirst();
  if (!floor) return null;
  const query = openCards(db).innerJoin('floor_items', 'floor_items.group_buy_id', 'group_buys.id')
    .where('floor_items.floor_id', '=', floor.id).orderBy('floor_items.sort_order');
  const list = await pageOf(query, page);
  return { type: 'floor', title: floor.title, ...list, floor: { path: floor.path, title: floor.title, branch_path: floor.branch_path, branch_name: floor.branch_name } };
}

/** GET /v3/shopping/featured/{type}: the featured list of that type, by rank. */
export async function featuredList(db: Kysely<Database>, type: 'hot' | 'discount' | 'recommend', page: number, limit?: number): Promise<GroupList> {
  const query = openCards(db).innerJoin('featured_items', 'featured_items.group_buy_id', 'group_buys.id')
    .where('featured_items.list_type', '=', type).orderBy('featured_items.rank');
  return { type, title: MallMessages.FEATURED_TITLES[type], ...(await pageOf(query, page, limit)) };
}
