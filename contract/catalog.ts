import { z } from 'zod';

/** SPEC §3 "Group-buy product in lists". Prices in whole TWD. */
export const GroupBuyListProduct = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  desc: z.string(),
  label: z.string().nullable(),
  price: z.number().int().nullable(),
  original_price: z.number().int().nullable(),
  price_suffix: z.string().nullable(),
  images: z.object({ medium: z.string(), large: z.string().optional() }).nullable(),
  image: z.string().nullable(),
  like_count: z.number().int().nonnegative(),
  is_adult_only: z.boolean(),
});
export type GroupBuyListProduct = z.infer<typeof GroupBuyListProduct>;

/** One group list as returned by /v3/shopping/mall/{branchPath}/groupbuy/{type}. */
export const GroupList = z.object({
  type: z.string(),
  title: z.string(),
  products: z.array(GroupBuyListProduct),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type GroupList = z.infer<typeof GroupList>;

export const GroupListType = z.enum(['newest', 'hot', 'discount', 'recommend']);
export type GroupListType = z.infer<typeof GroupListType>;

export const Branch = z.object({
  id: z.number().int(),
  path: z.string(),
  name: z.string(),
  icon: z.string(),
  color: z.string(),
});
export type Branch = z.infer<typeof Branch>;

/** GET /resource/mall/all: the mall menu (branches in order). */
export const MallMenu = z.object({ branches: z.array(Branch) });
export type MallMenu = z.infer<typeof MallMenu>;

/** Path params of GET /v3/shopping/mall/{branchPath}/groupbuy/{type}; branchPath `all` = every branch. */
export const GroupListParams = z.object({
  branchPath: z.string().regex(/^[a-z0-9-]{1,64}$/),
  type: GroupListType,
});
export const GROUP_LIST_PAGE_SIZE = 20;

/** Query of the group list: 1-based page and ids shown first (comma list). */
export const GroupListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pinned_gb_ids: z
    .string()
    .max(500)
    .regex(/^\d+(,\d+)*$/)
    .transform((v) => [...new Set(v.split(',').map(Number))].slice(0, 20))
    .optional(),
});
