import type { Resolver } from '../../../application/injection';
import { LoadBrand } from '../../../application/catalog/LoadBrand';
import { LoadBrandGroupBuys } from '../../../application/catalog/LoadBrandGroupBuys';
import { LoadCategory } from '../../../application/catalog/LoadCategory';
import { LoadCuration } from '../../../application/catalog/LoadCuration';
import { LoadEvent } from '../../../application/catalog/LoadEvent';
import { LoadEventByBranch } from '../../../application/catalog/LoadEventByBranch';
import { LoadReviews } from '../../../application/catalog/LoadReviews';
import type { ReviewSubjectKind } from '../../../application/catalog/pagePorts';
import { isCategoryPath, isSlug, parseNumericId, parsePage } from '../../../domain/catalog/pageParams';

type Params = Record<string, string | undefined>;

/**
 * One read of a catalog page: how the route's params and query become the use case's input
 * (null = not found), and the react-query options for it. The loader, the page and the meta
 * all go through the same read, so they share one cache entry.
 */
export interface CatalogRead<I, T> {
  input(params: Params, search: URLSearchParams): I | null;
  key(input: I): readonly unknown[];
  query(container: Resolver, input: I): { queryKey: readonly unknown[]; queryFn: () => Promise<T> };
}

const read = <I, T>(
  key: string, input: CatalogRead<I, T>['input'], load: (container: Resolver, input: I) => Promise<T>,
): CatalogRead<I, T> => ({
  input,
  key: (value) => ['catalog', key, value],
  query: (container, value) => ({ queryKey: ['catalog', key, value], queryFn: () => load(container, value) }),
});

const page = (search: URLSearchParams) => parsePage(search.get('page'));

export const curationRead = read(
  'curation',
  (p, s) => (isSlug(p.curationPath) ? { path: p.curationPath, page: page(s) } : null),
  (c, input) => c.get(LoadCuration).execute(input),
);

export const categoryRead = read(
  'category',
  (p, s) => {
    const id = parseNumericId(p.category);
    return id === null ? null : { id, page: page(s) };
  },
  (c, input) => c.get(LoadCategory).execute(input),
);

export const brandRead = read(
  'brand',
  (p) => {
    const id = parseNumericId(p.brandId);
    return id === null ? null : { id };
  },
  (c, input) => c.get(LoadBrand).execute(input),
);

/** brand-groups (no category) and brand-category (the splat is the category path). */
export const brandGroupsRead = read(
  'brand-groups',
  (p, s) => {
    const brandId = parseNumericId(p.brandId);
    const categoryPath = p['*'];
    if (brandId === null || (categoryPath !== undefined && !isCategoryPath(categoryPath))) return null;
    return { brandId, page: page(s), ...(categoryPath !== undefined ? { categoryPath } : {}) };
  },
  (c, input) => c.get(LoadBrandGroupBuys).execute(input),
);

const REVIEW_PARAMS: [string, ReviewSubjectKind][] = [['groupId', 'groupbuy'], ['itemId', 'item'], ['brandId', 'brand']];

/** reviews (/groupbuy/{groupId}/review), item-reviews (/market/{itemId}/review), brand-reviews. */
export const reviewsRead = read(
  'reviews',
  (p, s) => {
    const [param, kind] = REVIEW_PARAMS.find(([name]) => p[name] !== undefined) ?? ['', 'groupbuy'];
    const id = parseNumericId(p[param]);
    return id === null ? null : { kind, id, page: page(s) };
  },
  (c, input) => c.get(LoadReviews).execute(input),
);

export const eventRead = read(
  'event',
  (p, s) => (isSlug(p.eventPath) ? { path: p.eventPath, page: page(s) } : null),
  (c, input) => c.get(LoadEvent).execute(input),
);

export const eventBranchesRead = read(
  'event-branches',
  (p) => (isSlug(p.eventPath) ? { path: p.eventPath } : null),
  (c, input) => c.get(LoadEventByBranch).execute(input),
);
