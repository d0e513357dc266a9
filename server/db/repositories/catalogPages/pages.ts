import { sql, type Kysely } from 'kysely';
import type { Database } from '../../schema';
import { CARD_COLUMNS, windowed, type CardRow, type Window } from '../catalog/cards';

type Db = Kysely<Database>;

export const findBrand = (db: Db, id: number) =>
  db.selectFrom('brands').select(['id', 'name', 'country', 'description', 'color']).where('id', '=', id).executeTakeFirst();

/** The main categories the brand's open group-buys fall into, with how many each, in the mall's order. */
export const listBrandMainCategories = (db: Db, brandId: number) =>
  db.selectFrom('group_buys')
    .innerJoin('categories as sub', 'sub.id', 'group_buys.category_id')
    .innerJoin('categories as main', (join) => join.on(sql`main.id`, '=', sql`coalesce(sub.parent_id, sub.id)`))
    .select(['main.id', 'main.name', 'main.path', 'main.sort_order', 'main.branch_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('group_buys.brand_id', '=', brandId)
    .where('group_buys.status', '=', 'open')
    .groupBy(['main.id', 'main.name', 'main.path', 'main.sort_order', 'main.branch_id'])
    .orderBy('main.branch_id')
    .orderBy('main.sort_order')
    .execute();

export const findCuration = (db: Db, path: string) =>
  db.selectFrom('curations').select(['id', 'path', 'title', 'description', 'color']).where('path', '=', path).executeTakeFirst();

/** The curation's open group-buys in the editors' order. */
export const listCurationCards = (db: Db, curationId: number, window: Window): Promise<CardRow[]> =>
  windowed(db.selectFrom('group_buys').select(CARD_COLUMNS).where('group_buys.status', '=', 'open')
    .innerJoin('curation_items', 'curation_items.group_buy_id', 'group_buys.id')
    .where('curation_items.curation_id', '=', curationId)
    .orderBy('curation_items.sort_order')
    .orderBy('group_buys.id'), window).execute();

export const findEvent = (db: Db, path: string) =>
  db.selectFrom('events').select(['id', 'path', 'title', 'description', 'color', 'starts_at', 'ends_at']).where('path', '=', path).executeTakeFirst();
