import type { Kysely } from 'kysely';
import { AGE_VALUES, SORT_VALUES, type MallFilterOptions } from '../../../contract/mall';
import type { Database } from '../../db/schema';
import { findBranchByPath, listBranches } from '../../db/repositories/catalog/branches';
import { listBranchCategories } from '../../db/repositories/catalog/categories';
import { MallMessages } from './messages';

/**
 * Where a list looks: the whole mall, a branch, or one main category of a branch (the SEO path
 * variant). The `mall` filter names the level below: branches, main categories, or sub categories.
 */
export interface Scope {
  branchId: number | null;
  name: string | null;
  /** Set for a main-category scope. */
  mainId: number | null;
  /** The `mall` filter's allowed values, each with its label and the ids it selects. */
  malls: { value: string; label: string; ids: number[] }[];
}

/** Null when the branch or main category does not exist. */
export async function resolveScope(db: Kysely<Database>, branchPath: string, mainSlug?: string): Promise<Scope | null> {
  if (branchPath === 'all') {
    if (mainSlug) return null;
    const branches = await listBranches(db);
    return { branchId: null, name: null, mainId: null, malls: branches.map((b) => ({ value: b.path, label: b.name, ids: [b.id] })) };
  }
  const branch = await findBranchByPath(db, branchPath);
  if (!branch) return null;
  const categories = await listBranchCategories(db, branch.id);
  const subsOf = (mainId: number) => categories.filter((c) => c.parent_id === mainId);
  if (!mainSlug) {
    const mains = categories.filter((c) => c.level === 1);
    return { branchId: branch.id, name: branch.name, mainId: null, malls: mains.map((m) => ({ value: m.slug, label: m.name, ids: subsOf(m.id).map((s) => s.id) })) };
  }
  const main = categories.find((c) => c.level === 1 && c.slug === mainSlug);
  if (!main) return null;
  return { branchId: branch.id, name: main.name, mainId: main.id, malls: subsOf(main.id).map((s) => ({ value: s.slug, label: s.name, ids: [s.id] })) };
}

/** GET /v3/shopping/mall/filter: the allowed values of each filter with their zh-TW labels. */
export function filterOptions(scope: Scope): MallFilterOptions {
  return {
    age: AGE_VALUES.map((value) => ({ value, label: MallMessages.AGE_LABELS[value] })),
    mall: scope.malls.map(({ value, label }) => ({ value, label })),
    sort: SORT_VALUES.map((value) => ({ value, label: MallMessages.SORT_LABELS[value] })),
  };
}
