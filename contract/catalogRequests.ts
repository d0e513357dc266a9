import { z } from 'zod/mini';
import { GROUP_LIST_TYPES } from './catalog';
import { limitParam, pageParam } from './requestParts';

export const GroupListType = z.enum(GROUP_LIST_TYPES);

/** Path params of GET /v3/shopping/mall/{branchPath}/groupbuy/{type}; branchPath `all` = every branch. */
export const GroupListParams = z.object({
  branchPath: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/)),
  type: GroupListType,
});

/** Query of the group list: 1-based page, ids shown first (comma list) and an optional card limit. */
export const GroupListQuery = z.object({
  page: pageParam,
  pinned_gb_ids: z.optional(
    z.pipe(
      z.string().check(z.maxLength(500), z.regex(/^\d+(,\d+)*$/)),
      z.transform((v: string) => [...new Set(v.split(',').map(Number))].slice(0, 20)),
    ),
  ),
  limit: limitParam,
});
