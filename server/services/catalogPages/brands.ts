import { sql, type Kysely } from 'kysely';
import { BRAND_NEWEST_SIZE, type BrandGroupBuys, type BrandPage } from '../../../contract/catalogPages';
import type { Database } from '../../db/schema';
import { toListProduct } from '../catalog/groupLists';
import { CatalogPageMessages } from './messages';
import { branchRef, openCards, pageOf } from './lists';
import { ratingSummary } from './reviews';

const BRAND = ['id', 'name', 'country', 'description', 'color'] as const;

const findBrand = (db: Kysely<Database>, id: number) =>
  db.selectFrom('brands').select(BRAND).where('id', '=', id).executeTakeFirst();

/** The main categories the brand's open group-buys fall into, with how many each. */
async function brandCategories(db: Kysely<Database>, brandId: number): Promise<BrandPage['categories']> {
  const rows = await db
    .selectFrom('group_buys')
    .innerJoin('categories as sub', 'sub.id', 'group_buys.category_id')
    .innerJoin('categories as main', (join) => join.on(sql`main.id`, '=', sql`coalesce(sub.parent_id, sub.id)`))
    .select(['main.id', 'main.name', 'main.path', 'main.sort_order', 'main.branch_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('group_buys.brand_id', '=', brandId)
    .where('group_buys.status', '=', 'open')
    .groupBy(['main.id', 'main.name', 'main.path', 'main.sort_order', 'main.branch_id'])
    .orderBy('main.branch_id')
    .orderBy('main.sort_order')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, path: r.path, count: Number(r.count) }));
}

/** The brand page: header, categories, newest group-buys and the rating of its reviews. Null when unknown. */
export async function brandPage(db: Kysely<Database>, id: number): Promise<BrandPage | null> {
  const brand = await findBrand(db, id);
  if (!brand) return null;
  const newest = await openCards(db)
    .where('group_buys.brand_id', '=', id)
    .orderBy('group_buys.created_at', 'desc')
    .orderBy('group_buys.id', 'desc')
    .limit(BRAND_NEWEST_SIZE)
    .execute();
  return {
    brand,
    categories: await brandCategories(db, id),
    newest: newest.map(toListProduct),
    rating: await ratingSummary(db, { kind: 'brand', id }),
  };
}

/**
 * The brand's open group-buys, newest first, optionally within a category path (a branch, a main or
 * a sub category and everything below it). Null when the brand or the category path is unknown.
 */
export async function brandGroupBuys(
  db: Kysely<Database>, id: number, options: { page: number; category?: string },
): Promise<BrandGroupBuys | null> {
  const brand = await findBrand(db, id);
  if (!brand) return null;
  let query = openCards(db).where('group_buys.brand_id', '=', id);
  let category: BrandGroupBuys['category'] = null;
  if (options.category !== undefined) {
    const found = await db.selectFrom('categories').select(['id', 'name', 'path', 'branch_id']).where('path', '=', options.category).executeTakeFirst();
    if (!found) return null;
    const ids = await db.selectFrom('categories').select('id')
      .where((eb) => eb.or([eb('path', '=', found.path), eb('path', 'like', `${found.path}/%`)]))
      .execute();
    query = query.where('group_buys.category_id', 'in', ids.map((c) => c.id));
    category = { id: found.id, name: found.name, path: found.path, branch: await branchRef(db, found.branch_id) };
  }
  const title = category ? `${brand.name}・${category.name}` : `${brand.name}${CatalogPageMessages.BRAND_GROUPS_SUFFIX}`;
  const ordered = query.orderBy('group_buys.created_at', 'desc').orderBy('group_buys.id', 'desc');
  return { brand, category, list: await pageOf(ordered, { type: 'brand', title, page: options.page }) };
}
