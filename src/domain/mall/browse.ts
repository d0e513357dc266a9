import type { Branch } from '../catalog/Branch';
import type { GroupBuyCard } from '../catalog/GroupBuyCard';

/** Route parameter rules of SPEC §5 for the browse pages. */
export const GROUP_LIST_TYPES = ['newest', 'hot', 'discount', 'recommend'] as const;
export type GroupListType = (typeof GROUP_LIST_TYPES)[number];
export const FEATURED_TYPES = ['hot', 'discount', 'recommend'] as const;
export type FeaturedType = (typeof FEATURED_TYPES)[number];
/** SPEC §5: the search-suggest page serves the mall, the explore section and the Q&A forum. */
export const SUGGEST_TYPES = ['mall', 'explore', 'qa'] as const;
export type SuggestType = (typeof SUGGEST_TYPES)[number];

const oneOf = <T extends string>(values: readonly T[]) => (raw: string | undefined): raw is T => values.includes(raw as T);
export const isGroupListType = oneOf(GROUP_LIST_TYPES);
export const isFeaturedType = oneOf(FEATURED_TYPES);
export const isSuggestType = oneOf(SUGGEST_TYPES);
/** Branch paths, floor paths and category slugs: lower-case words and dashes. */
export const isSlug = (raw: string | undefined): raw is string => typeof raw === 'string' && /^[a-z0-9-]{1,64}$/.test(raw);

export interface CategoryNode { id: number; name: string; slug: string; path: string; children: CategoryNode[] }
export interface FloorLink { id: number; path: string; title: string }

export interface BranchDetail { branch: Branch; categories: CategoryNode[]; floors: FloorLink[]; sectionIds: number[] }
export interface BranchCategories extends Branch { categories: CategoryNode[] }
/** The mall's front: its branches (the menu), the home sections and every floor. */
export interface MallHome { branches: Branch[]; sectionIds: number[]; floors: FloorLink[] }

export interface BranchSection { id: number; title: string; morePath: string; cards: GroupBuyCard[] }
/** A brand, a search word (the name of the typed word's synonym group), or a group-buy title. */
export interface Suggestion { text: string; kind: 'brand' | 'keyword' | 'groupbuy' }

/** Waits this long after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 250;

/** A trimmed query worth sending (1-50 characters), or null. */
export function searchableQuery(raw: string | null | undefined): string | null {
  const query = (raw ?? '').trim();
  return query.length >= 1 && query.length <= 50 ? query : null;
}
