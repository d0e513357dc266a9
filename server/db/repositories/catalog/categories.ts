import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

const REF = ['id', 'name', 'path'] as const;

export const findCategory = (db: Db, id: number) => db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();

export const findCategoryRef = (db: Db, id: number) => db.selectFrom('categories').select(REF).where('id', '=', id).executeTakeFirstOrThrow();

export const findCategoryByPath = (db: Db, path: string) =>
  db.selectFrom('categories').select(['id', 'name', 'path', 'branch_id']).where('path', '=', path).executeTakeFirst();

/** The sub categories of a main one, in the mall's order. */
export const listSubCategoryRefs = (db: Db, mainId: number) => db.selectFrom('categories').select(REF).where('parent_id', '=', mainId).orderBy('sort_order').execute();

export async function listChildCategoryIds(db: Db, parentId: number): Promise<number[]> {
  return (await db.selectFrom('categories').select('id').where('parent_id', '=', parentId).execute()).map((c) => c.id);
}

/** The category at this path and every one below it. */
export async function listCategoryIdsUnderPath(db: Db, path: string): Promise<number[]> {
  const rows = await db.selectFrom('categories').select('id').where((eb) => eb.or([eb('path', '=', path), eb('path', 'like', `${path}/%`)])).execute();
  return rows.map((c) => c.id);
}

/** Every category as the menus build their trees from it: mains before subs, in the mall's order. */
export const listCategoryTreeRows = (db: Db) =>
  db.selectFrom('categories').select(['id', 'branch_id', 'parent_id', 'name', 'slug', 'path']).orderBy('level').orderBy('sort_order').orderBy('id').execute();

/** One branch's categories, in the mall's order. */
export const listBranchCategories = (db: Db, branchId: number) =>
  db.selectFrom('categories').select(['id', 'parent_id', 'slug', 'name', 'level']).where('branch_id', '=', branchId).orderBy('sort_order').orderBy('id').execute();
