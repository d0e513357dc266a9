import type { Kysely } from 'kysely';
import type { CategoryPage, CategoryRef } from '../../../contract/catalogPages';
import type { Database } from '../../db/schema';
import { findBranchRef } from '../../db/repositories/catalog/branches';
import { findCategory, findCategoryRef, listChildCategoryIds, listSubCategoryRefs } from '../../db/repositories/catalog/categories';
import { listOpenCards } from '../../db/repositories/catalog/openCards';
import { pageOf } from './lists';

/** Ids of a category and everything under it (the tree is two levels deep). */
export async function categoryTreeIds(db: Kysely<Database>, id: number): Promise<number[]> {
  return [id, ...await listChildCategoryIds(db, id)];
}

/**
 * A category page: breadcrumb (branch › main › sub), the sub categories to narrow to, and a page
 * of the hottest open group-buys of the whole tree. Null when the id is no category.
 */
export async function categoryPage(db: Kysely<Database>, id: number, page: number): Promise<CategoryPage | null> {
  const category = await findCategory(db, id);
  if (!category) return null;
  const mainId = category.parent_id ?? category.id;
  const main = await findCategoryRef(db, mainId);
  const chips: CategoryRef[] = await listSubCategoryRefs(db, mainId);
  const categoryIds = await categoryTreeIds(db, id);
  return {
    id: category.id,
    name: category.name,
    level: category.level,
    path: category.path,
    branch: await findBranchRef(db, category.branch_id),
    main,
    sub: category.parent_id === null ? null : { id: category.id, name: category.name, path: category.path },
    chips,
    list: await pageOf((window) => listOpenCards(db, { categoryIds }, 'hot', window), { type: 'category', title: category.name, page }),
  };
}
