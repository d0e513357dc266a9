import { z } from 'zod/mini';
import { GroupBuyListProduct, GroupList } from './catalog';

/**
 * The catalog pages' API (curation, category, brand, reviews, event). Every list of group-buys
 * is a `GroupList` of `GroupBuyListProduct`s, so the same card renders everywhere.
 */

export const CategoryRef = z.object({ id: z.int(), name: z.string(), path: z.string() });
export type CategoryRef = z.infer<typeof CategoryRef>;

export const BranchRef = z.object({ path: z.string(), name: z.string(), color: z.string() });
export type BranchRef = z.infer<typeof BranchRef>;

/** GET /v3/shopping/curation/{path}?page= */
export const CurationPage = z.object({
  id: z.int(),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  color: z.string(),
  list: GroupList,
});
export type CurationPage = z.infer<typeof CurationPage>;

/** GET /v3/shopping/category/{id}?page= : the category, its place in the tree and its group-buys. */
export const CategoryPage = z.object({
  id: z.int(),
  name: z.string(),
  level: z.int(),
  path: z.string(),
  branch: BranchRef,
  /** The main category (level 1) this one belongs to; itself for a main category. */
  main: CategoryRef,
  /** The sub category when this is one (level 2). */
  sub: z.nullable(CategoryRef),
  /** Sub categories to narrow to: the children of a main category, the siblings of a sub one. */
  chips: z.array(CategoryRef),
  list: GroupList,
});
export type CategoryPage = z.infer<typeof CategoryPage>;

export const RatingSummary = z.object({ average: z.nullable(z.number()), count: z.int() });
export type RatingSummary = z.infer<typeof RatingSummary>;

export const Brand = z.object({
  id: z.int(),
  name: z.string(),
  country: z.string(),
  description: z.string(),
  color: z.string(),
});
export type Brand = z.infer<typeof Brand>;

/** GET /v3/shopping/brand/{id}: the header, its categories, its newest group-buys, its rating. */
export const BrandPage = z.object({
  brand: Brand,
  categories: z.array(z.extend(CategoryRef, { count: z.int() })),
  newest: z.array(GroupBuyListProduct),
  rating: RatingSummary,
});
export type BrandPage = z.infer<typeof BrandPage>;

/** GET /v3/shopping/brand/{id}/groupbuys?category=&page= */
export const BrandGroupBuys = z.object({
  brand: Brand,
  category: z.nullable(z.extend(CategoryRef, { branch: BranchRef })),
  list: GroupList,
});
export type BrandGroupBuys = z.infer<typeof BrandGroupBuys>;

export const REVIEW_SUBJECTS = ['groupbuy', 'brand', 'item'] as const;
export type ReviewSubjectKind = (typeof REVIEW_SUBJECTS)[number];

export const Review = z.object({
  id: z.int(),
  rating: z.int(),
  /** Masked on the server (媽咪A**): a review never carries the member's full nickname. */
  nickname: z.string(),
  body: z.string(),
  /** Epoch ms. */
  created_at: z.number(),
  product_title: z.string(),
  /** Reviews written by members after an order (issue 9): how the size fit (small|fits|large) and the photo. */
  size_fit: z.optional(z.nullable(z.string())),
  photo_url: z.optional(z.nullable(z.string())),
  /** The same photo as a 360 px square, for the list (issue 25: re-encoded, AVIF/WebP/JPEG by Accept). */
  photo_thumb_url: z.optional(z.nullable(z.string())),
});
export type Review = z.infer<typeof Review>;

/** GET /v3/shopping/reviews?groupbuy=|brand=|item=&page= */
export const ReviewList = z.object({
  subject: z.object({ kind: z.enum(REVIEW_SUBJECTS), id: z.int(), title: z.string(), url: z.string(), image: z.nullable(z.string()) }),
  rating: RatingSummary,
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 = 1 star). */
  star_counts: z.optional(z.array(z.int())),
  reviews: z.array(Review),
  page: z.int(),
  has_more: z.boolean(),
});
export type ReviewList = z.infer<typeof ReviewList>;

export const Event = z.object({
  id: z.int(),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  color: z.string(),
  starts_at: z.number(),
  ends_at: z.number(),
});
export type Event = z.infer<typeof Event>;

/** GET /v3/shopping/event/{path}?page= : the event and a page of its group-buys (hot first). */
export const EventPage = z.object({ event: Event, list: GroupList });
export type EventPage = z.infer<typeof EventPage>;

/** GET /v3/shopping/event/{path}/branches : the event's group-buys grouped by mall branch. */
export const EventBranches = z.object({
  event: Event,
  sections: z.array(z.object({ branch: BranchRef, total: z.int(), products: z.array(GroupBuyListProduct) })),
});
export type EventBranches = z.infer<typeof EventBranches>;

export const REVIEW_PAGE_SIZE = 10;
export const EVENT_SECTION_SIZE = 8;
export const BRAND_NEWEST_SIZE = 10;
