import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import type { SearchTermsTable } from '../../searchSchema';

type Db = Kysely<Database>;

// 3 values a row: under SQLite's 32,766 bound parameters per statement.
const BATCH = 5000;

/** What the index reads of these group-buys (all when `ids` is null): texts, brand and category names, what ranking needs. */
export const listIndexedGroupBuys = (db: Db, ids: readonly number[] | null) => {
  let query = db.selectFrom('group_buys')
    .innerJoin('brands', 'brands.id', 'group_buys.brand_id')
    .innerJoin('categories as sub', 'sub.id', 'group_buys.category_id')
    .leftJoin('categories as main', 'main.id', 'sub.parent_id')
    .select(['group_buys.id', 'group_buys.title', 'group_buys.description', 'brands.name as brand', 'sub.name as sub', 'main.name as main',
      'group_buys.status', 'group_buys.hot_score', 'group_buys.category_id', 'group_buys.brand_id']);
  if (ids) query = query.where('group_buys.id', 'in', ids);
  return query.orderBy('group_buys.id').execute();
};

/** The product names of these group-buys (all when `ids` is null). */
export const listProductNames = (db: Db, ids: readonly number[] | null) => {
  let query = db.selectFrom('products').select(['group_buy_id', 'title']);
  if (ids) query = query.where('group_buy_id', 'in', ids);
  return query.execute();
};

/** Replaces the index rows of these group-buys (every row when `ids` is null). */
export async function replaceSearchTerms(db: Db, rows: readonly SearchTermsTable[], ids: readonly number[] | null): Promise<void> {
  if (ids) await db.deleteFrom('search_terms').where('group_buy_id', 'in', ids).execute();
  else await db.deleteFrom('search_terms').execute();
  for (let i = 0; i < rows.length; i += BATCH) await db.insertInto('search_terms').values(rows.slice(i, i + BATCH)).execute();
}

export async function isTableEmpty(db: Db, table: 'search_synonyms' | 'search_terms' | 'search_ranked_words' | 'search_readings' | 'group_buys'): Promise<boolean> {
  return (await db.selectFrom(table).select((eb) => eb.lit(1).as('one')).limit(1).executeTakeFirst()) === undefined;
}
