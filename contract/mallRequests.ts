import { z } from 'zod';
import { AGE_VALUES, FEATURED_TYPES, SORT_VALUES } from './mall';

const slug = z.string().regex(/^[a-z0-9-]{1,64}$/);
const page = z.coerce.number().int().min(1).max(1000).default(1);

/** A comma list of allowed values (SPEC §5 multi-valued filters); duplicates collapse. */
const commaList = <const V extends readonly [string, ...string[]]>(values: V | null) =>
  z
    .string()
    .max(500)
    .transform((v) => [...new Set(v.split(',').filter((s) => s !== ''))])
    .pipe(z.array(values ? z.enum(values) : slug).max(20));

export const BranchParams = z.object({ branch: slug });
export const SectionParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const FilterOptionsQuery = z.object({ branch: slug.default('all'), category: slug.optional() });

/** The filtered variant of the group list: age and mall comma lists, sort. */
export const FilteredListQuery = z.object({
  age: commaList(AGE_VALUES).optional(),
  mall: commaList(null).optional(),
  sort: z.enum(SORT_VALUES).optional(),
});

/** SEO path variant: /v3/shopping/mall/{branchPath}/category/{mainSlug}/groupbuy/{type}. */
export const CategoryListParams = z.object({
  branchPath: slug,
  mainSlug: slug,
  type: z.enum(['newest', 'hot', 'discount', 'recommend']),
});

export const FeaturedParams = z.object({ type: z.enum(FEATURED_TYPES) });
export const FloorParams = z.object({ path: slug });
export const PageQuery = z.object({ page });

export const SearchQuery = z.object({ query: z.string().trim().min(1).max(50), page });
export const SuggestQuery = z.object({ query: z.string().trim().min(1).max(50) });
