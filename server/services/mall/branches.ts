import type { Kysely } from 'kysely';
import type { BranchData, BranchSection, CategoryNode, FloorLink, MallCategoryMenu, MallHome } from '../../../contract/mall';
import type { CategoriesTable } from '../../db/catalogSchema';
import type { Database } from '../../db/schema';
import { findBranchByPath } from '../../db/repositories/catalog/branches';
import { listCategoryTreeRows } from '../../db/repositories/catalog/categories';
import { findSection, listFloorLinks, listSectionCards, listSectionIds } from '../../db/repositories/mall/browse';
import { mallMenu, toListProduct } from '../catalog/groupLists';

type CategoryRow = Pick<CategoriesTable, 'id' | 'branch_id' | 'parent_id' | 'name' | 'slug' | 'path'>;

/** Builds the main → sub tree of one branch from its category rows (already in sort order). */
function tree(rows: CategoryRow[], branchId: number): CategoryNode[] {
  const node = (row: CategoryRow): CategoryNode => ({
    id: row.id, name: row.name, slug: row.slug, path: row.path,
    children: rows.filter((r) => r.parent_id === row.id).map(node),
  });
  return rows.filter((r) => r.branch_id === branchId && r.parent_id === null).map(node);
}

const floorsOf = (db: Kysely<Database>, branchId?: number): Promise<FloorLink[]> => listFloorLinks(db, branchId);

/** GET /resource/mall/all: the menu, the home page's sections and every floor. */
export async function mallHome(db: Kysely<Database>): Promise<MallHome> {
  const [menu, section_ids, floors] = await Promise.all([mallMenu(db), listSectionIds(db, null), floorsOf(db)]);
  return { branches: menu.branches, section_ids, floors };
}

/** GET /resource/mall/{branch}; null when no branch has that path. */
export async function branchData(db: Kysely<Database>, path: string): Promise<BranchData | null> {
  const branch = await findBranchByPath(db, path);
  if (!branch) return null;
  const [categories, floors, section_ids] = await Promise.all([listCategoryTreeRows(db), floorsOf(db, branch.id), listSectionIds(db, branch.id)]);
  return { branch, categories: tree(categories, branch.id), floors, section_ids };
}

/** GET /resource/mall-menu: every branch with its category tree. */
export async function categoryMenu(db: Kysely<Database>): Promise<MallCategoryMenu> {
  const [menu, categories] = await Promise.all([mallMenu(db), listCategoryTreeRows(db)]);
  return { branches: menu.branches.map((b) => ({ ...b, categories: tree(categories, b.id) })) };
}

/** GET /api/v2/branch-sections/{id}: the section's open group-buys in their set order (home reads only its first `limit`). */
export async function branchSection(db: Kysely<Database>, id: number, limit?: number): Promise<BranchSection | null> {
  const section = await findSection(db, id);
  if (!section) return null;
  const rows = await listSectionCards(db, id, limit);
  return { ...section, branch_path: section.branch_path ?? null, products: rows.map(toListProduct) };
}
