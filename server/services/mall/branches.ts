import type { Kysely } from 'kysely';
import type { BranchData, BranchSection, CategoryNode, FloorLink, MallCategoryMenu, MallHome } from '../../../contract/mall';
import type { CategoriesTable } from '../../db/catalogSchema';
import type { Database } from '../../db/schema';
import { toListProduct } from '../catalog/groupLists';
import { mallMenu } from '../catalog/groupLists';
import { CARD_COLUMNS } from './rows';

type CategoryRow = Pick<CategoriesTable, 'id' | 'branch_id' | 'parent_id' | 'name' | 'slug' | 'path'>;

/** Builds the main → sub tree of one branch from its category rows (already in sort order). */
function tree(rows: CategoryRow[], branchId: number): CategoryNode[] {
  const node = (row: CategoryRow): CategoryNode => ({
    id: row.id, name: row.name, slug: row.slug, path: row.path,
    children: rows.filter((r) => r.parent_id === row.id).map(node),
  });
  return rows.filter((r) => r.branch_id === branchId && r.parent_id === null).map(node);
}

const categoryRows = (db: Kysely<Database>) =>
  db.selectFrom('categories').select(['id', 'branch_id', 'parent_id', 'name', 'slug', 'path']).orderBy('level').orderBy('sort_order').orderBy('id').execute();

const floorsOf = (db: Kysely<Database>, branchId?: number): Promise<FloorLink[]> => {
  let query = db.selectFrom('floors').select(['id', 'path', 'title']).orderBy('sort_order');
  if (branchId !== undefined) query = query.where('branch_id', '=', branchId);
  return query.execute();
};

const sectionIds = async (db: Kysely<Database>, branchId: number | null): Promise<number[]> => {
  const query = db.selectFrom('branch_sections').select('id').orderBy('sort_order');
  const rows = await (branchId === null ? query.where('branch_id', 'is', null) : query.where('branch_id', '=', branchId)).execute();
  return rows.map((r) => r.id);
};

/** GET /resource/mall/all: the menu, the home page's sections and every floor. */
export async function mallHome(db: Kysely<Database>): Promise<MallHome> {
  const [menu, section_ids, floors] = await Promise.all([mallMenu(db), sectionIds(db, null), floorsOf(db)]);
  return { branches: menu.branches, section_ids, floors };
}

/** GET /resource/mall/{branch}; null when no branch has that path. */
export async function branchData(db: Kysely<Database>, path: string): Promise<BranchData | null> {
  const branch = await db.selectFrom('branches').select(['id', 'path', 'name', 'icon', 'color']).where('path', '=', path).executeTakeFirst();
  if (!branch) return null;
  const [categories, floors, section_ids] = await Promise.all([categoryRows(db), floorsOf(db, branch.id), sectionIds(db, branch.id)]);
  return { branch, categories: tree(categories, branch.id), floors, section_ids };
}

/** GET /resource/mall-menu: every branch with its category tree. */
export async function categoryMenu(db: Kysely<Database>): Promise<MallCategoryMenu> {
  const [menu, categories] = await Promise.all([mallMenu(db), categoryRows(db)]);
  return { branches: menu.branches.map((b) => ({ ...b, categories: tree(categories, b.id) })) };
}

/** GET /api/v2/branch-sections/{id}: the section's open group-buys in their set order (home reads only its first `limit`). */
export async function branchSection(db: Kysely<Database>, id: number, limit?: number): Promise<BranchSection | null> {
  const section = await db
    .selectFrom('branch_sections')
    .leftJoin('branches', 'branches.id', 'branch_sections.branch_id')
    .select(['branch_sections.id', 'branch_sections.title', 'branch_sections.more_path', 'branches.path as branch_path'])
    .where('branch_sections.id', '=', id)
    .executeTakeFirst();
  if (!section) return null;
  const rows = await db
    .selectFrom('branch_section_items')
    .innerJoin('group_buys', 'group_buys.id', 'branch_section_items.group_buy_id')
    .select(CARD_COLUMNS)
    .where('branch_section_items.section_id', '=', id)
    .where('group_buys.status', '=', 'open')
    .orderBy('branch_section_items.sort_order')
    .orderBy('branch_section_items.group_buy_id')
    .$if(limit !== undefined, (query) => query.limit(limit ?? 0))
    .execute();
  return { ...section, branch_path: section.branch_path ?? null, products: rows.map(toListProduct) };
}
