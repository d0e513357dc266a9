import type { Kysely } from 'kysely';
import { BRAND_NEWEST_SIZE, type BrandGroupBuys, type BrandPage } from '../../../contract/catalogPages';
import type { Database } from '../../db/schema';
import { findBranchRef } from '../../db/repositories/catalog/branches';
import { findCategoryByPath, listCategoryIdsUnderPath } from '../../db/repositories/catalog/categories';
import { listOpenCards } from '../../db/repositories/catalog/openCards';
import { findBrand, listBrandMainCategories } from '../../db/repositories/catalogPages/pages';
import { toListProduct } from '../catalog/groupLists';
import { CatalogPageMessages } from './messages';
import { pageOf } from './lists';
import { ratingSummary } from './reviews';

/** The main categories the brand's open group-buys fall into, with how many each. */
async function brandCategories(db: Kysely<Database>, brandId: number): Promise<BrandPage['categories']> {
  const rows = await listBrandMainCategories(db, brandId);
  return rows.map((r) => ({ id: r.id, name: r.name, path: r.path, count: Number(r.count) }));
}

/** The brand page: header, categories, newest group-buys and the rating of its reviews. Null when unknown. */
export async function brandPage(db: Kysely<Database>, id: number): Promise<BrandPage | null> {
  const brand = await findBrand(db, id);
  if (!brand) return null;
  const newest = await listOpenCards(db, { brandId: id }, 'newest', { limit: BRAND_NEWEST_SIZE });
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
  let categoryIds: number[] | undefined;
  let category: BrandGroupBuys['category'] = null;
  if (options.category !== undefined) {
    const found = await findCategoryByPath(db, options.category);
    if (!found) return null;
    categoryIds = await listCategoryIdsUnderPath(db, found.path);
    category = { id: found.id, name: found.name, path: found.path, branch: await findBranchRef(db, found.branch_id) };
  }
  const title = category ? `${brand.name}・${category.name}` : `${brand.name}${CatalogPageMessages.BRAND_GROUPS_SUFFIX}`;
  const filter = categoryIds ? { brandId: id, categoryIds } : { brandId: id };
  return { brand, category, list: await pageOf((window) => listOpenCards(db, filter, 'newest', window), { type: 'brand', title, page: options.page }) };
}
