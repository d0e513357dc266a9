import type { Kysely } from 'kysely';
import type { BranchSectionItemsTable, BranchSectionsTable, GroupBuyAgesTable } from '../browseSchema';
import type { BranchesTable, GroupBuysTable } from '../catalogSchema';
import type { Database } from '../schema';
import { agesOf } from './productAges';
import type { SubCategoryRef } from './taxonomyRows';

/** Seed of migration 0003_browse. Derived from ids only (no random draws), so it never shifts other seeds. */
export interface BrowseRows {
  ages: GroupBuyAgesTable[];
  sections: BranchSectionsTable[];
  sectionItems: BranchSectionItemsTable[];
}

const SECTION_SIZE = 10;

const byHot = (a: GroupBuysTable, b: GroupBuysTable) => b.hot_score - a.hot_score || a.id - b.id;
const byDiscount = (a: GroupBuysTable, b: GroupBuysTable) => b.discount_rate - a.discount_rate || a.id - b.id;

export function browseRows(branches: BranchesTable[], gbs: GroupBuysTable[], subs: SubCategoryRef[], now: number): BrowseRows {
  const subOf = new Map(subs.map((s) => [s.id, s.sub]));
  const ages = gbs.flatMap((g) => {
    const sub = subOf.get(g.category_id);
    return (sub && !sub.adultOnly ? agesOf(sub.slug, g.short_name, sub.sizes, g.id) : []).map((age) => ({ group_buy_id: g.id, age }));
  });
  const ageSet = new Set(ages.map((a) => `${a.group_buy_id}/${a.age}`));
  // Sections open with deals that have not ended at seeding (ended ones would greet a shopper with 已結束).
  const shown = gbs.filter((g) => g.status === 'open' && !g.is_adult_only && g.ends_at > now);
  const lists: [number | null, string, string, GroupBuysTable[]][] = [
    [null, '新生兒必備', '/mall/all?age=0-6m', shown.filter((g) => ageSet.has(`${g.id}/0-6m`)).sort(byHot)],
    [null, '小資好物・NT$500 以下', '/mall/all?sort=price_asc', shown.filter((g) => g.price !== null && g.price <= 500).sort(byHot)],
    [null, '超值折扣好物', '/featured-products/discount', shown.filter((g) => g.discount_rate > 0).sort(byDiscount)],
  ];
  for (const branch of branches) {
    const own = shown.filter((g) => g.branch_id === branch.id);
    lists.push([branch.id, `${branch.name}・人氣精選`, `/mall/${branch.path}/groupbuy/hot`, [...own].sort(byHot)]);
    lists.push([branch.id, `${branch.name}・折扣中`, `/mall/${branch.path}/groupbuy/discount`, own.filter((g) => g.discount_rate > 0).sort(byDiscount)]);
  }
  const sections: BranchSectionsTable[] = [];
  const sectionItems: BranchSectionItemsTable[] = [];
  lists.forEach(([branchId, title, morePath, list], i) => {
    sections.push({ id: i + 1, branch_id: branchId, title, more_path: morePath, sort_order: i + 1 });
    list.slice(0, SECTION_SIZE).forEach((g, k) => sectionItems.push({ section_id: i + 1, group_buy_id: g.id, sort_order: k + 1 }));
  });
  return { ages, sections, sectionItems };
}

export async function insertBrowseRows(db: Kysely<Database>, rows: BrowseRows): Promise<void> {
  const batch = 500;
  for (let i = 0; i < rows.ages.length; i += batch) await db.insertInto('group_buy_ages').values(rows.ages.slice(i, i + batch)).execute();
  if (rows.sections.length > 0) await db.insertInto('branch_sections').values(rows.sections).execute();
  for (let i = 0; i < rows.sectionItems.length; i += batch) {
    await db.insertInto('branch_section_items').values(rows.sectionItems.slice(i, i + batch)).execute();
  }
}
