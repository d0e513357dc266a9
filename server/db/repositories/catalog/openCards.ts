import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../schema';
import { CARD_COLUMNS, notBuyableNow, windowed, type CardRow, type Window } from './cards';

type Db = Kysely<Database>;

/** Which open group-buys a card list holds; every field narrows it (an empty filter: every open group-buy). */
export interface CardFilter {
  branchId?: number;
  branchIds?: readonly number[];
  categoryIds?: readonly number[];
  brandId?: number;
  /** With a discount rate above 0. */
  discounted?: boolean;
  /** With a recommendation rank. */
  recommended?: boolean;
  /** For any of these ages (group_buy_ages). */
  ages?: readonly string[];
  /** With an option taking part in this event. */
  eventId?: number;
  ids?: readonly number[];
  notIds?: readonly number[];
}

/** Card list orders; each ends on the id so pages never overlap. Null prices sort last both ways. */
export type CardOrder = 'hot' | 'newest' | 'price_asc' | 'price_desc' | 'discount' | 'recommend';

type Query = SelectQueryBuilder<Database, 'group_buys', CardRow>;

const nullPriceLast = sql<number>`case when group_buys.price is null then 1 else 0 end`;

function narrowed(query: Query, f: CardFilter): Query {
  let q = query;
  if (f.discounted) q = q.where('group_buys.discount_rate', '>', 0);
  if (f.recommended) q = q.where('group_buys.recommend_rank', 'is not', null);
  if (f.branchId !== undefined) q = q.where('group_buys.branch_id', '=', f.branchId);
  if (f.branchIds) q = q.where('group_buys.branch_id', 'in', f.branchIds);
  if (f.categoryIds) q = q.where('group_buys.category_id', 'in', f.categoryIds);
  if (f.brandId !== undefined) q = q.where('group_buys.brand_id', '=', f.brandId);
  const { ages, eventId } = f;
  if (ages) q = q.where('group_buys.id', 'in', (eb) => eb.selectFrom('group_buy_ages').select('group_buy_id').where('age', 'in', ages));
  if (eventId !== undefined) {
    q = q.where('group_buys.id', 'in', (eb) => eb.selectFrom('option_events')
      .innerJoin('options', 'options.id', 'option_events.option_id')
      .innerJoin('products', 'products.id', 'options.product_id')
      .select('products.group_buy_id')
      .where('option_events.event_id', '=', eventId));
  }
  if (f.ids) q = q.where('group_buys.id', 'in', f.ids);
  if (f.notIds) q = q.where('group_buys.id', 'not in', f.notIds);
  return q;
}

/** With `now`, what a parent can buy now comes first, in the order; the rest follows in the same order. */
function ordered(query: Query, order: CardOrder, now?: number): Query {
  return byOrder(now === undefined ? query : query.orderBy(notBuyableNow(now)), order);
}

function byOrder(query: Query, order: CardOrder): Query {
  switch (order) {
    case 'hot': return query.orderBy('group_buys.hot_score', 'desc').orderBy('group_buys.id', 'desc');
    case 'newest': return query.orderBy('group_buys.created_at', 'desc').orderBy('group_buys.id', 'desc');
    case 'price_asc': return query.orderBy(nullPriceLast).orderBy('group_buys.price', 'asc').orderBy('group_buys.id', 'asc');
    case 'price_desc': return query.orderBy(nullPriceLast).orderBy('group_buys.price', 'desc').orderBy('group_buys.id', 'desc');
    case 'discount': return query.orderBy('group_buys.discount_rate', 'desc').orderBy('group_buys.id', 'desc');
    case 'recommend': return query.orderBy('group_buys.recommend_rank', 'asc').orderBy('group_buys.id', 'asc');
  }
}

const open = (db: Db, filter: CardFilter) =>
  narrowed(db.selectFrom('group_buys').select(CARD_COLUMNS).where('group_buys.status', '=', 'open'), filter);

/** Open group-buys as cards, narrowed by the filter; in the order (and window) given, or unordered; buyable at `now` first when given. */
export const listOpenCards = (db: Db, filter: CardFilter, order?: CardOrder, window?: Window, now?: number): Promise<CardRow[]> =>
  windowed(order ? ordered(open(db, filter), order, now) : open(db, filter), window).execute();

export async function countOpenCards(db: Db, filter: CardFilter): Promise<number> {
  const row = await open(db, filter).clearSelect().select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
  return Number(row?.count ?? 0);
}
