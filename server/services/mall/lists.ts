import type { Kysely } from 'kysely';
import type { GroupList } from '../../../contract/catalog';
import type { FloorList } from '../../../contract/mall';
import type { Database } from '../../db/schema';
import { findFloor, listFeaturedCards, listFloorCards } from '../../db/repositories/mall/browse';
import { MallMessages } from './messages';
import { pageOf } from './rows';

/** GET /v3/shopping/floor/{path}: the floor's group-buys in their set order; null for an unknown floor. */
export async function floorList(db: Kysely<Database>, path: string, page: number): Promise<FloorList | null> {
  const floor = await findFloor(db, path);
  if (!floor) return null;
  const list = await pageOf((window) => listFloorCards(db, floor.id, window), page);
  return { type: 'floor', title: floor.title, ...list, floor: { path: floor.path, title: floor.title, branch_path: floor.branch_path, branch_name: floor.branch_name } };
}

/** GET /v3/shopping/featured/{type}: the featured list of that type, by rank, what can be bought at `now` first. */
export async function featuredList(db: Kysely<Database>, type: 'hot' | 'discount' | 'recommend', page: number, limit?: number, now?: number): Promise<GroupList> {
  return { type, title: MallMessages.FEATURED_TITLES[type], ...(await pageOf((window) => listFeaturedCards(db, type, window, now), page, limit)) };
}
