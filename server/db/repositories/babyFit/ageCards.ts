import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import { CARD_COLUMNS, type CardRow } from '../catalog/cards';

type Db = Kysely<Database>;

/** A group-buy's age tags (group_buy_ages), in no particular order. */
export async function listAgesOfGroupBuy(db: Db, groupBuyId: number): Promise<string[]> {
  const rows = await db.selectFrom('group_buy_ages').select('age').where('group_buy_id', '=', groupBuyId).execute();
  return rows.map((r) => r.age);
}

/**
 * Cards of group-buys tagged with this age that a parent can buy at `now`: open and within their
 * window, not adult-only, and with an active product holding an option in stock; hottest first.
 */
export const listBuyableCardsOfAge = (db: Db, age: string, now: number, limit: number): Promise<CardRow[]> =>
  db.selectFrom('group_buys').select(CARD_COLUMNS)
    .where('group_buys.status', '=', 'open')
    .where('group_buys.is_adult_only', '=', 0)
    .where('group_buys.starts_at', '<=', now)
    .where('group_buys.ends_at', '>', now)
    .where('group_buys.id', 'in', (eb) => eb.selectFrom('group_buy_ages').select('group_buy_id').where('age', '=', age))
    .where('group_buys.id', 'in', (eb) => eb.selectFrom('options')
      .innerJoin('products', 'products.id', 'options.product_id')
      .select('products.group_buy_id')
      .where('products.status', '=', 'active')
      .where('options.stock', '>', 0)
      .where('options.purchase_limit', '>', 0))
    .orderBy('group_buys.hot_score', 'desc').orderBy('group_buys.id', 'desc')
    .limit(limit)
    .execute();
