/** SPEC §5 filters of a mall listing, as they travel in the page URL. */
export type Sort = 'hot' | 'newest' | 'price_asc' | 'price_desc' | 'discount';
export const DEFAULT_SORT: Sort = 'hot';

/** SPEC §3 "Filter state". */
export interface FilterState {
  age: string[];
  mall: string[];
  sort: Sort;
}

export interface FilterOption { value: string; label: string }

/** The allowed values of each filter (from the filter endpoint). */
export interface FilterOptions {
  age: FilterOption[];
  mall: FilterOption[];
  sort: FilterOption[];
}

export const EMPTY_FILTERS: FilterState = { age: [], mall: [], sort: DEFAULT_SORT };

/** Reads a query value as a comma list: `a,b` and repeated `?x=a&x=b` both count; blanks drop. */
function commaValues(raw: string | string[] | null | undefined): string[] {
  const parts = (Array.isArray(raw) ? raw : raw ? [raw] : []).flatMap((value) => value.split(','));
  return [...new Set(parts.map((part) => part.trim()).filter((part) => part !== ''))];
}

const allowedOnly = (values: string[], options: FilterOption[]) => values.filter((value) => options.some((o) => o.value === value));

export type RawQuery = Record<string, string | string[] | null | undefined>;

/** Keeps only allowed values; anything unknown falls back to the default (empty, or sort hot). */
export function parseFilters(query: RawQuery, options: FilterOptions): FilterState {
  const [sort] = allowedOnly(commaValues(query.sort), options.sort);
  return {
    age: allowedOnly(commaValues(query.age), options.age),
    mall: allowedOnly(commaValues(query.mall), options.mall),
    sort: (sort as Sort | undefined) ?? DEFAULT_SORT,
  };
}

/**
 * The query for a filter state: multi-valued filters as comma lists, empty filters dropped, and
 * the default sort dropped too so the plain listing keeps a clean, shareable address.
 */
export function serializeFilters(state: FilterState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.age.length > 0) query.age = state.age.join(',');
  if (state.mall.length > 0) query.mall = state.mall.join(',');
  if (state.sort !== DEFAULT_SORT) query.sort = state.sort;
  return query;
}

/** Adds the value when absent, removes it when present (a chip tap). */
export function toggleFilter(state: FilterState, key: 'age' | 'mall', value: string): FilterState {
  const values = state[key].includes(value) ? state[key].filter((v) => v !== value) : [...state[key], value];
  return { ...state, [key]: values };
}

export const isFiltered = (state: FilterState) => state.age.length > 0 || state.mall.length > 0 || state.sort !== DEFAULT_SORT;

/** A 1-based page number from the URL; anything else is page 1. */
export function parsePage(raw: string | null | undefined): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/** How many filter choices are on: each age and sub-mall value, and a sort other than the default (shown on the phone's filter button). */
export const activeFilterCount = (state: FilterState) => state.age.length + state.mall.length + (state.sort !== DEFAULT_SORT ? 1 : 0);
