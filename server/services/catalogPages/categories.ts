import type { Kysely } from 'kysely';
import type { CategoryPage, CategoryRef } from '../../../contract/catalogPages';
import type { Database } from '../../db/schema';
import { branchRef, openCards, pageOf } from './lists';

const REF = ['id', 'name', 'path'] as const;

/** Ids of a category and everything under it (the tree is two levels deep). */
export async function categoryTreeIds(db: Kysely<Database>, id: number): Promise<number[]> {
  const children = await db.selectFrom('categories').select('id').where('parent_id', '=', id).execute();
  return [id, ...children.map((c) => c.id)];
}

/**
 * A category page: breadcrumb (branch › main › sub), the sub categories to narrow to, and a page
 * of the hottest open group-buys of the whole tree. Null when the id is no category.
 */
export async function categoryPage(db: Kysely<Database>, id: number, page: number): Promise<CategoryPage | null> {
  const category = await db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!category) return null;
  const mainId = category.parent_id ?? category.id;
  const main = await db.selectFrom('categories').select(REF).where('id', '=', mainId).executeTakeFirstOrThrow();
  const chips: CategoryRef[] = await db.selectFrom('categories').select(REF).where('parent_id', '=', mainId).orderBy('sort_order').execute();
  const query = openCards(db)
    .where('group_buys.category_id', 'in', await categoryTreeIds(db, id))
    .orderBy('group_buys.hot_score', 'desc')
    .orderBy('group_buys.id', 'desc');
  return {
    id: category.id,
    name: category.name,
    level: category.level,
    path: category.path,
    branch: await branchRef(db, category.branch_id),
    main,
    sub: category.parent_id === null ? null : { id: category.id, name: category.name, path: category.path },
    chips,
    list: await pageOf(query, { type: 'category', title: category.name, page }),
  };
}
