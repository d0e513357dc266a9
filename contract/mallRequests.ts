import { z } from 'zod/mini';
import { GroupListQuery } from './catalogRequests';
import { AGE_VALUES, FEATURED_TYPES, SORT_VALUES } from './mall';
import { limitParam, pageParam } from './requestParts';

const slug = z.string().check(z.regex(/^[a-z0-9-]{1,64}$/));
const query = z.string().check(z.trim(), z.minLength(1), z.maxLength(50));

/** A comma list of allowed values (SPEC §5 multi-valued filters); duplicates collapse. */
const commaList = <const V extends readonly [string, ...string[]]>(values: V | null) =>
  z.pipe(
    z.pipe(z.string().check(z.maxLength(500)), z.transform((v: string) => [...new Set(v.split(',').filter((s) => s !== ''))])),
    z.array(values ? z.enum(values) : slug).check(z.maxLength(20)),
  );

export const BranchParams = z.object({ branch: slug });
export const SectionParams = z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)) });
/** GET /api/v2/branch-sections/{id}: the whole section, or its first `limit` cards. */
export const SectionQuery = z.object({ limit: limitParam });

export const FilterOptionsQuery = z.object({ branch: z._default(slug, 'all'), category: z.optional(slug) });

/** The filtered variant of the group list: age and mall comma lists, sort. */
export const FilteredListQuery = z.object({
  age: z.optional(commaList(AGE_VALUES)),
  mall: z.optional(commaList(null)),
  sort: z.optional(z.enum(SORT_VALUES)),
});

/** The whole query of both group-list paths: page, pinned ids and limit, plus the filters (any of which makes it the filtered variant). */
export const BrowseListQuery = z.extend(GroupListQuery, FilteredListQuery.shape);

/** SEO path variant: /v3/shopping/mall/{branchPath}/category/{mainSlug}/groupbuy/{type}. */
export const CategoryListParams = z.object({
  branchPath: slug,
  mainSlug: slug,
  type: z.enum(['newest', 'hot', 'discount', 'recommend']),
});

export const FeaturedParams = z.object({ type: z.enum(FEATURED_TYPES) });
export const FloorParams = z.object({ path: slug });
export const PageQuery = z.object({ page: pageParam });
/** GET /v3/shopping/featured/{type}: a page, or only its first `limit` cards. */
export const FeaturedQuery = z.extend(PageQuery, { limit: limitParam });

export const SearchQuery = z.object({ query, page: pageParam });
export const SuggestQuery = z.object({ query });
