import { z } from 'zod/mini';

/** Responses of the member home, profile, babies, reviews written by members and account deletion (issue 9). */

export const BabyBody = z.object({ id: z.int(), name: z.string(), birthday: z.string(), gender: z.enum(['boy', 'girl', 'unknown']) });
export type BabyBody = z.infer<typeof BabyBody>;

/** GET /v1/member/babies, and the answer of every baby change. */
export const BabyListBody = z.object({ babies: z.array(BabyBody) });
export type BabyListBody = z.infer<typeof BabyListBody>;

/** GET /v1/member/home: the member home's figures. Order counts: 待付款, 待出貨, 已出貨 (shipped + delivered), 待評價 (completed orders with unreviewed lines). */
export const MemberHomeBody = z.object({
  nickname: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  has_password: z.boolean(),
  avatar: z.string(),
  avatar_url: z.string(),
  mobile: z.string(),
  babies: z.array(BabyBody),
  orders: z.object({ pending_payment: z.int(), to_ship: z.int(), shipped: z.int(), to_review: z.int() }),
  usable_coupons: z.int(),
  credit_balance: z.int(),
  wish_list_total: z.int(),
});
export type MemberHomeBody = z.infer<typeof MemberHomeBody>;

/** PATCH /v1/member/profile answers the saved profile. */
export const ProfileBody = z.object({ nickname: z.string(), mobile: z.string(), avatar: z.string(), avatar_url: z.string() });
export type ProfileBody = z.infer<typeof ProfileBody>;

/** One line of a completed order still waiting for its review. */
export const PendingReviewLine = z.object({
  order_id: z.int(),
  order_number: z.string(),
  option_id: z.int(),
  product_id: z.int(),
  product_title: z.string(),
  group_buy_title: z.string(),
  size: z.string(),
  image: z.string(),
  /** Goods worn on the body (clothes, shoes, diapers, maternity wear): the review asks how the size fit, and needs it. */
  asks_size_fit: z.boolean(),
});
export type PendingReviewLine = z.infer<typeof PendingReviewLine>;

/** GET /v1/reviews/pending[?order=] */
export const PendingReviewsBody = z.object({ lines: z.array(PendingReviewLine) });
export type PendingReviewsBody = z.infer<typeof PendingReviewsBody>;

/** POST /v1/reviews: the review, the credit it earned and where it shows. */
export const ReviewCreatedBody = z.object({ id: z.int(), product_id: z.int(), credit: z.int(), review_path: z.string(), message: z.string() });
export type ReviewCreatedBody = z.infer<typeof ReviewCreatedBody>;

/** POST /v1/member/delete-account */
export const AccountDeletedBody = z.object({ deleted: z.literal(true), message: z.string() });
export type AccountDeletedBody = z.infer<typeof AccountDeletedBody>;

export { DELETE_CONFIRM_PHRASE, MemberProfileErrorCode } from './memberProfileCodes';
