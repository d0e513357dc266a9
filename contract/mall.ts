import { z } from 'zod/mini';
import { Branch, GroupBuyListProduct, GroupList } from './catalog';

/** Values of the browse filters (SPEC §5); the labels come from the filter endpoint. */
export const AGE_VALUES = ['0-6m', '6-12m', '1-2y', '2-3y', '3y+'] as const;
export const SORT_VALUES = ['hot', 'newest', 'price_asc', 'price_desc', 'discount'] as const;
export const FEATURED_TYPES = ['hot', 'discount', 'recommend'] as const;
export const SUGGEST_LIMIT = 8;

/** A node of a branch's category tree: main categories (level 1) hold their sub categories. */
export interface CategoryNode { id: number; name: string; slug: string; path: string; children: CategoryNode[] }
export const CategoryNode: z.ZodMiniType<CategoryNode> = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  path: z.string(),
  get children() {
    return z.array(CategoryNode);
  },
});

export const FloorLink = z.object({ id: z.int(), path: z.string(), title: z.string() });
export type FloorLink = z.infer<typeof FloorLink>;

/** GET /resource/mall/all, extended: the menu plus the home page's sections and every floor. */
export const MallHome = z.object({
  branches: z.array(Branch),
  section_ids: z.array(z.int()),
  floors: z.array(FloorLink),
});
export type MallHome = z.infer<typeof MallHome>;

/** GET /resource/mall/{branch}: one branch, its category tree, floors and section ids. */
export const BranchData = z.object({
  branch: Branch,
  categories: z.array(CategoryNode),
  floors: z.array(FloorLink),
  section_ids: z.array(z.int()),
});
export type BranchData = z.infer<typeof BranchData>;

/** GET /resource/mall-menu: every branch with its category tree (the mall-menu page). */
export const MallCategoryMenu = z.object({
  branches: z.array(z.extend(Branch, { categories: z.array(CategoryNode) })),
});
export type MallCategoryMenu = z.infer<typeof MallCategoryMenu>;

/** GET /api/v2/branch-sections/{id}. */
export const BranchSection = z.object({
  id: z.int(),
  title: z.string(),
  branch_path: z.nullable(z.string()),
  more_path: z.string(),
  products: z.array(GroupBuyListProduct),
});
export type BranchSection = z.infer<typeof BranchSection>;

const FilterOption = z.object({ value: z.string(), label: z.string() });
/** GET /v3/shopping/mall/filter: the allowed values of each filter, with zh-TW labels. */
export const MallFilterOptions = z.object({
  age: z.array(FilterOption),
  mall: z.array(FilterOption),
  sort: z.array(FilterOption),
});
export type MallFilterOptions = z.infer<typeof MallFilterOptions>;

/** GET /v3/shopping/floor/{path}: a floor's list, with the branch it belongs to. */
export const FloorList = z.extend(GroupList, {
  floor: z.object({ path: z.string(), title: z.string(), branch_path: z.string(), branch_name: z.string() }),
});
export type FloorList = z.infer<typeof FloorList>;

/** GET /v3/shopping/search. */
export const SearchResult = z.extend(GroupList, {
  query: z.string(),
  total: z.int(),
  query_id: z.optional(z.string()),
  /** Per group-buy, the [start, end) ranges of its title that match the query (to wrap in <mark>). */
  highlights: z.optional(z.array(z.object({ id: z.int(), ranges: z.array(z.tuple([z.int(), z.int()])) }))),
  /** With no results: popular searches and brands to try instead. */
  suggestions: z.optional(z.array(z.string())),
  /** When the query as typed found (almost) nothing: how it sounds spelled as the shop spells it, whose results these are (紙尿庫 → 紙尿褲). */
  did_you_mean: z.optional(z.string()),
});
export type SearchResult = z.infer<typeof SearchResult>;

/** GET /v3/shopping/search/hot: 熱門搜尋 for an empty search box, most searched first (issue 30). */
export const HotSearches = z.object({ searches: z.array(z.string()) });
export type HotSearches = z.infer<typeof HotSearches>;
/** How many 熱門搜尋 the box shows. */
export const HOT_SEARCH_LIMIT = 8;

/** GET /v3/shopping/search/suggest: brand names first, the synonym group's name (keyword), then group-buy titles. */
export const SearchSuggestions = z.object({
  query: z.string(),
  suggestions: z.array(z.object({ text: z.string(), kind: z.enum(['brand', 'keyword', 'groupbuy']) })),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestions>;
