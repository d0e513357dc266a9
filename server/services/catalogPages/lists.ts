import type { Kysely, SelectQueryBuilder } from 'kysely';
import { GROUP_LIST_PAGE_SIZE, type GroupList } from '../../../contract/catalog';
import type { Database } from '../../db/schema';
import { toListProduct } from '../catalog/groupLists';
import { SHIPPING_COLUMNS } from '../shipping/shippingTerms';

export const CARD_COLUMNS = [
  'group_buys.id', 'group_buys.title', 'group_buys.description', 'group_buys.label', 'group_buys.price',
  'group_buys.original_price', 'group_buys.price_suffix', 'group_buys.image_path', 'group_buys.like_count',
  'group_buys.is_adult_only', 'group_buys.starts_at', 'group_buys.ends_at', ...SHIPPING_COLUMNS,
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any joined tables, the card columns selected
export type CardQuery = SelectQueryBuilder<Database, any, Parameters<typeof toListProduct>[0]>;

/** The open group-buys, as cards: every catalog list starts here and adds its filter and order. */
export const openCards = (db: Kysely<Database>) =>
  db.selectFrom('group_buys').select(CARD_COLUMNS).where('group_buys.status', '=', 'open');

/** One page (20) of an ordered card query, as the shared GroupList shape. */
export async function pageOf(query: CardQuery, meta: { type: string; title: string; page: number }): Promise<GroupList> {
  const rows = await query
    .limit(GROUP_LIST_PAGE_SIZE + 1)
    .offset((meta.page - 1) * GROUP_LIST_PAGE_SIZE)
    .execute();
  return {
    type: meta.type,
    title: meta.title,
    page: meta.page,
    has_more: rows.length > GROUP_LIST_PAGE_SIZE,
    products: rows.slice(0, GROUP_LIST_PAGE_SIZE).map(toListProduct),
  };
}

/** The branch of a category or group-buy, in the contract's short form. */
export async function branchRef(db: Kysely<Database>, branchId: number) {
  return db.selectFrom('branches').select(['path', 'name', 'color']).where('id', '=', branchId).executeTakeFirstOrThrow();
}
