import { z } from 'zod/mini';

/** SPEC §3 "Group-buy product in lists". Prices in whole TWD. */
export const GroupBuyListProduct = z.object({
  id: z.int(),
  url: z.string(),
  title: z.string(),
  desc: z.string(),
  label: z.nullable(z.string()),
  price: z.nullable(z.int()),
  original_price: z.nullable(z.int()),
  price_suffix: z.nullable(z.string()),
  images: z.nullable(z.object({ medium: z.string(), large: z.optional(z.string()) })),
  image: z.nullable(z.string()),
  like_count: z.int().check(z.minimum(0)),
  is_adult_only: z.boolean(),
  /** The deal window (epoch ms), for the card's countdown; lists of the catalog send it. */
  starts_at: z.optional(z.number()),
  ends_at: z.optional(z.number()),
  /** The group-buy's shipping promise (domain/shipping), the same words as its page, cart and checkout. */
  shipping_promise: z.optional(z.string()),
  /** The average of its reviews' stars (one decimal) and how many there are; absent without reviews. */
  rating: z.optional(z.number()),
  review_count: z.optional(z.int()),
  /** 跟團人數: members with a paid order of it; absent at 0. */
  buyer_count: z.optional(z.int()),
});
export type GroupBuyListProduct = z.infer<typeof GroupBuyListProduct>;

/** One group list as returned by /v3/shopping/mall/{branchPath}/groupbuy/{type}. */
export const GroupList = z.object({
  type: z.string(),
  title: z.string(),
  products: z.array(GroupBuyListProduct),
  page: z.int(),
  has_more: z.boolean(),
  /** How many group-buys the whole list holds, over every page; given by the filtered (browse) list. */
  total: z.optional(z.int()),
});
export type GroupList = z.infer<typeof GroupList>;

/** The group-list paths answer an array with one list: the 404 page of SPEC §7 reads data[0].products. */
export const GroupLists = z.array(GroupList);

export const GROUP_LIST_TYPES = ['newest', 'hot', 'discount', 'recommend'] as const;
export type GroupListType = (typeof GROUP_LIST_TYPES)[number];

export const Branch = z.object({
  id: z.int(),
  path: z.string(),
  name: z.string(),
  icon: z.string(),
  color: z.string(),
});
export type Branch = z.infer<typeof Branch>;

/** The mall menu (branches in order): GET /resource/mall-branches; /resource/mall/all adds home's sections and the floors (contract/mall.ts). */
export const MallMenu = z.object({ branches: z.array(Branch) });
export type MallMenu = z.infer<typeof MallMenu>;

export const GROUP_LIST_PAGE_SIZE = 20;
