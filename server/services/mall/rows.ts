import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { GROUP_LIST_PAGE_SIZE, type GroupBuyListProduct } from '../../../contract/catalog';
import type { GroupBuysTable } from '../../db/catalogSchema';
import type { Database } from '../../db/schema';
import { toListProduct } from '../catalog/groupLists';
import { SHIPPING_COLUMNS } from '../shipping/shippingTerms';

export type CardRow = Pick<GroupBuysTable, 'id' | 'title' | 'description' | 'label' | 'price' | 'original_price' | 'price_suffix' | 'image_path' | 'like_count' | 'is_adult_only'>;
export type CardQuery = SelectQueryBuilder<Database, 'group_buys', CardRow>;

export const CARD_COLUMNS = ['group_buys.id', 'group_buys.title', 'group_buys.description', 'group_buys.label', 'group_buys.price', 'group_buys.original_price', 'group_buys.price_suffix', 'group_buys.image_path', 'group_buys.like_count', 'group_buys.is_adult_only', 'group_buys.starts_at', 'group_buys.ends_at', ...SHIPPING_COLUMNS] as const;

/** Open group-buys as cards. */
export const openCards = (db: Kysely<Database>): CardQuery =>
  db.selectFrom('group_buys').select(CARD_COLUMNS).where('group_buys.status', '=', 'open');

/** Null prices (shown as 限時優惠價) sort after every real price, in both directions. */
export const nullPriceLast = sql<number>`case when group_buys.price is null then 1 else 0 end`;

export interface Page { products: GroupBuyListProduct[]; page: number; has_more: boolean }

/**
 * One page of 20 in the query's order, or only its first `limit` cards (home's blocks); one extra row
 * tells whether more follow.
 */
export async function pageOf(query: CardQuery, page: number, limit = GROUP_LIST_PAGE_SIZE): Promise<Page> {
  const size = Math.min(limit, GROUP_LIST_PAGE_SIZE);
  const rows = await query.limit(size + 1).offset((page - 1) * GROUP_LIST_PAGE_SIZE).execute();
  return { page, has_more: rows.length > size, products: rows.slice(0, size).map(toListProduct) };
}

/** A pattern for `like … escape '\'` that matches the text anywhere, with wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
