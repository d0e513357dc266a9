import { z } from 'zod/mini';
import { PageQuery } from './adminRequests';

/** Request schemas of the members desk (issue 28). */
export const AdminMembersQuery = z.object({
  ...PageQuery,
  /** An e-mail (or part of one), a mobile number in any grouping, or an order number (or its start). */
  q: z.optional(z.string().check(z.trim(), z.maxLength(254))),
});
export type AdminMembersQuery = z.infer<typeof AdminMembersQuery>;

const reason = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

/** 發放購物金: whole NT dollars, with the reason kept in the audit log. */
export const GrantCreditRequest = z.object({
  amount: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)),
  reason,
});
export type GrantCreditRequest = z.infer<typeof GrantCreditRequest>;

/** 發放折價券: one of the shop's coupons. */
export const GrantCouponRequest = z.object({
  coupon_id: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
  reason,
});
export type GrantCouponRequest = z.infer<typeof GrantCouponRequest>;
