import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../schema';
import type { GroupBuysTable } from '../../catalogSchema';
import { SHIPPING_COLUMNS, type ShippingColumns } from '../shipping/shippingColumns';

type Db = Kysely<Database>;

/** What a group-buy card shows (the contract's list product is mapped from it). */
export const CARD_COLUMNS = [
  'group_buys.id', 'group_buys.title', 'group_buys.description', 'group_buys.label', 'group_buys.price',
  'group_buys.original_price', 'group_buys.price_suffix', 'group_buys.image_path', 'group_buys.like_count',
  'group_buys.is_adult_only', 'group_buys.starts_at', 'group_buys.ends_at', 'group_buys.review_count', 'group_buys.rating_total',
  'group_buys.buyer_count', ...SHIPPING_COLUMNS,
] as const;

export type CardRow = Pick<GroupBuysTable, 'id' | 'title' | 'description' | 'label' | 'price' | 'original_price' | 'price_suffix'
  | 'image_path' | 'like_count' | 'is_adult_only' | 'starts_at' | 'ends_at'> & CardStatColumns & ShippingColumns;

export interface CardStatColumns { review_count: number; rating_total: number; buyer_count: number }

/** Rows to read: `limit` from `offset` (a page, or a page plus one to tell whether more follow). */
export interface Window { limit: number; offset?: number }

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any joined tables, the card columns selected
type CardQuery = SelectQueryBuilder<Database, any, CardRow>;

export const windowed = (query: CardQuery, window?: Window): CardQuery => {
  if (!window) return query;
  const limited = query.limit(window.limit);
  return window.offset === undefined ? limited : limited.offset(window.offset);
};

/** 0 while a parent can buy now, 1 for 即將開團 and 已結束 (phases by time, the status stays open): lists sort by it first. */
export const notBuyableNow = (now: number) =>
  sql<number>`case when group_buys.starts_at > ${now} or group_buys.ends_at <= ${now} then 1 else 0 end`;

/** Cards of these group-buys, open or not, in no particular order. */
export const listCardsByIds = (db: Db, ids: readonly number[]): Promise<CardRow[]> =>
  db.selectFrom('group_buys').select(CARD_COLUMNS).where('group_buys.id', 'in', ids).execute();

export const listGroupBuyTitles = (db: Db, ids: readonly number[]) =>
  db.selectFrom('group_buys').select(['id', 'title']).where('id', 'in', ids).execute();
