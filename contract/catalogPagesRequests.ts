import { z } from 'zod';

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);
const page = z.coerce.number().int().min(1).max(1000).default(1);

export const IdParams = z.object({ id });
export const PathParams = z.object({ path: slug });
export const PageQuery = z.object({ page });

/** A category path from the branch: `fashion`, `fashion/bodysuits`, `fashion/bodysuits/rompers`. */
export const CategoryPath = z.string().regex(/^[a-z0-9-]{1,64}(\/[a-z0-9-]{1,64}){0,2}$/);

export const BrandGroupBuysQuery = z.object({ page, category: CategoryPath.optional() });

/** Exactly one subject: a group-buy, a brand or an item (product). */
export const ReviewsQuery = z
  .object({ page, groupbuy: id.optional(), brand: id.optional(), item: id.optional() })
  .refine((q) => [q.groupbuy, q.brand, q.item].filter((v) => v !== undefined).length === 1, {
    message: 'exactly one of groupbuy, brand, item',
    path: ['subject'],
  });
