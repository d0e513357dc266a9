import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/** Every synonym, group by group, in the product owner's order. */
export const listSynonymTerms = (db: Db) =>
  db.selectFrom('search_synonyms').select(['group_id', 'term']).orderBy('group_id').orderBy('sort_order').execute();

export const listBrandNames = (db: Db) => db.selectFrom('brands').select(['id', 'name']).orderBy('id').execute();

export const listCategoryNames = (db: Db) => db.selectFrom('categories').select(['id', 'name', 'parent_id']).execute();

/** The brands whose open group-buys are hottest in sum, hottest first. */
export const listHottestBrandNames = (db: Db, limit: number) =>
  db.selectFrom('group_buys').innerJoin('brands', 'brands.id', 'group_buys.brand_id').where('group_buys.status', '=', 'open')
    .select(['brands.name']).select((eb) => eb.fn.sum<number | string>('group_buys.hot_score').as('heat'))
    .groupBy(['brands.id', 'brands.name']).orderBy('heat', 'desc').orderBy('brands.name').limit(limit).execute();
