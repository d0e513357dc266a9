import { z } from 'zod/mini';
import { pageParam } from './requestParts';

const id = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));
const slug = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/));

export const IdParams = z.object({ id });
export const PathParams = z.object({ path: slug });
export const PageQuery = z.object({ page: pageParam });

/** A category path from the branch: `fashion`, `fashion/bodysuits`, `fashion/bodysuits/rompers`. */
export const CategoryPath = z.string().check(z.regex(/^[a-z0-9-]{1,64}(\/[a-z0-9-]{1,64}){0,2}$/));

export const BrandGroupBuysQuery = z.object({ page: pageParam, category: z.optional(CategoryPath) });

/** Exactly one subject: a group-buy, a brand or an item (product). */
export const ReviewsQuery = z
  .object({ page: pageParam, groupbuy: z.optional(id), brand: z.optional(id), item: z.optional(id) })
  .check(z.refine((q) => [q.groupbuy, q.brand, q.item].filter((v) => v !== undefined).length === 1, {
    message: 'exactly one of groupbuy, brand, item',
    path: ['subject'],
  }));
