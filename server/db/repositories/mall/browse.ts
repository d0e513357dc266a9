import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import { CARD_COLUMNS, notBuyableNow, windowed, type CardRow, type Window } from '../catalog/cards';

type Db = Kysely<Database>;

/** The floors of one branch, or every floor, in their order. */
export const listFloorLinks = (db: Db, branchId?: number) => {
  let query = db.selectFrom('floors').select(['id', 'path', 'title']).orderBy('sort_order');
  if (branchId !== undefined) query = query.where('branch_id', '=', branchId);
  return query.execute();
};

/** The ids of a branch's sections (null: the home page's), in their order. */
export async function listSectionIds(db: Db, branchId: number | null): Promise<number[]> {
  const query = db.selectFrom('branch_sections').select('id').orderBy('sort_order');
  const rows = await (branchId === null ? query.where('branch_id', 'is', null) : query.where('branch_id', '=', branchId)).execute();
  return rows.map((r) => r.id);
}

export const findSection = (db: Db, id: number) =>
  db.selectFrom('branch_sections')
    .leftJoin('branches', 'branches.id', 'branch_sections.branch_id')
    .select(['branch_sections.id', 'branch_sections.title', 'branch_sections.more_path', 'branches.path as branch_path'])
    .where('branch_sections.id', '=', id)
    .executeTakeFirst();

/** The section's open group-buys in their set order (all of them without a limit). */
export const listSectionCards = (db: Db, sectionId: number, limit?: number): Promise<CardRow[]> =>
  db.selectFrom('branch_section_items')
    .innerJoin('group_buys', 'group_buys.id', 'branch_section_items.group_buy_id')
    .select(CARD_COLUMNS)
    .where('branch_section_items.section_id', '=', sectionId)
    .where('group_buys.status', '=', 'open')
    .orderBy('branch_section_items.sort_order')
    .orderBy('branch_section_items.group_buy_id')
    .$if(limit !== undefined, (query) => query.limit(limit ?? 0))
    .execute();

export const findFloor = (db: Db, path: string) =>
  db.selectFrom('floors').innerJoin('branches', 'branches.id', 'floors.branch_id')
    .select(['floors.id', 'floors.path', 'floors.title', 'branches.path as branch_path', 'branches.name as branch_name'])
    .where('floors.path', '=', path).executeTakeFirst();

/** The floor's open group-buys in their set order. */
export const listFloorCards = (db: Db, floorId: number, window: Window): Promise<CardRow[]> =>
  windowed(db.selectFrom('group_buys').select(CARD_COLUMNS).where('group_buys.status', '=', 'open')
    .innerJoin('floor_items', 'floor_items.group_buy_id', 'group_buys.id')
    .where('floor_items.floor_id', '=', floorId).orderBy('floor_items.sort_order'), window).execute();

/** The open group-buys of a featured list, by rank. */
/** By rank; with `now`, the deals a parent can buy at it first (then the rest, by rank). */
export const listFeaturedCards = (db: Db, type: string, window: Window, now?: number): Promise<CardRow[]> => {
  const featured = db.selectFrom('group_buys').select(CARD_COLUMNS).where('group_buys.status', '=', 'open')
    .innerJoin('featured_items', 'featured_items.group_buy_id', 'group_buys.id')
    .where('featured_items.list_type', '=', type);
  return windowed((now === undefined ? featured : featured.orderBy(notBuyableNow(now))).orderBy('featured_items.rank'), window).execute();
};
