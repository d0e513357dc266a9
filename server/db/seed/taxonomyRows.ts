import type { BranchesTable, BrandsTable, CategoriesTable } from '../catalogSchema';
import { scaled, type SeedContext } from './context';
import { BRANCHES, type SubCategory } from './taxonomy';
import { BRAND_HEADS, BRAND_LATIN, BRAND_LATIN_TAILS, BRAND_TAILS, COUNTRIES } from './words';

export interface SubCategoryRef { id: number; branchId: number; sub: SubCategory }

export function branchRows(): BranchesTable[] {
  return BRANCHES.map((b, i) => ({ id: i + 1, path: b.path, name: b.name, icon: b.icon, color: b.color, sort_order: i + 1 }));
}

/** Categories get ids in tree order; the sub categories are returned for the group-buy generator. */
export function categoryRows(): { rows: CategoriesTable[]; subs: SubCategoryRef[] } {
  const rows: CategoriesTable[] = [];
  const subs: SubCategoryRef[] = [];
  BRANCHES.forEach((branch, b) => {
    branch.mains.forEach((main, m) => {
      const mainId = rows.length + 1;
      const mainPath = `${branch.path}/${main.slug}`;
      rows.push({ id: mainId, branch_id: b + 1, parent_id: null, level: 1, name: main.name, slug: main.slug, path: mainPath, sort_order: m + 1 });
      main.subs.forEach((sub, s) => {
        const id = rows.length + 1;
        rows.push({ id, branch_id: b + 1, parent_id: mainId, level: 2, name: sub.name, slug: sub.slug, path: `${mainPath}/${sub.slug}`, sort_order: s + 1 });
        subs.push({ id, branchId: b + 1, sub });
      });
    });
  });
  return { rows, subs };
}

function brandName(ctx: SeedContext, taken: Set<string>): string {
  const { helpers } = ctx.random;
  for (let tries = 0; ; tries++) {
    const base = ctx.random.datatype.boolean(0.55)
      ? `${helpers.arrayElement(BRAND_HEADS)}${helpers.arrayElement(BRAND_HEADS)}${helpers.arrayElement(BRAND_TAILS)}`
      : `${helpers.arrayElement(BRAND_LATIN)} ${helpers.arrayElement(BRAND_LATIN_TAILS)}`;
    // The word lists make about 2,300 names: a benchmark scale (--scale 50 wants 3,000) numbers the rest.
    const name = tries < 50 ? base : `${base} ${taken.size + 1}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

export function brandRows(ctx: SeedContext): BrandsTable[] {
  const taken = new Set<string>();
  return Array.from({ length: scaled(ctx, 60, 3) }, (_, i) => {
    const name = brandName(ctx, taken);
    const country = ctx.random.helpers.arrayElement(COUNTRIES);
    return {
      id: i + 1,
      name,
      slug: `brand-${i + 1}`,
      country,
      description: `來自${country}的母嬰品牌「${name}」，用心為寶寶與爸媽挑選每一件好物。`,
      color: ctx.random.helpers.arrayElement(['#f8b4c8', '#ffd59e', '#b8d8f8', '#c5e8c5', '#e8c5f0', '#a8e6e0']),
    };
  });
}
