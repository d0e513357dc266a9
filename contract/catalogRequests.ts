import { z } from 'zod';
import { GROUP_LIST_TYPES } from './catalog';

export const GroupListType = z.enum(GROUP_LIST_TYPES);

/** Path params of GET /v3/shopping/mall/{branchPath}/groupbuy/{type}; branchPath `all` = every branch. */
export const GroupListParams = z.object({
  branchPath: z.string().regex(/^[a-z0-9-]{1,64}$/),
  type: GroupListType,
});

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
