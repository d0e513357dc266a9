import { z } from 'zod/mini';

/** Response bodies of the coupons desk (issue 28): coupons and promotion codes with how many were claimed and used. */
export const AdminCouponRow = z.object({
  id: z.number(), title: z.string(), kind: z.enum(['amount', 'percent']), value: z.number(), min_spend: z.number(),
  /** Branch names; empty = the whole shop. */
  scope: z.array(z.string()),
  starts_at: z.number(), expires_at: z.number(), claimed: z.number(), used: z.number(), codes: z.array(z.string()),
});
export type AdminCouponRow = z.infer<typeof AdminCouponRow>;
export const AdminCouponPageBody = z.object({ rows: z.array(AdminCouponRow), total: z.number() });

export const AdminPromotionCodeRow = z.object({
  id: z.number(), code: z.string(), coupon_id: z.number(), coupon_title: z.string(), total_limit: z.nullable(z.number()),
  claimed: z.number(), used: z.number(), starts_at: z.number(), expires_at: z.number(),
});
export type AdminPromotionCodeRow = z.infer<typeof AdminPromotionCodeRow>;
export const AdminPromotionCodePageBody = z.object({ rows: z.array(AdminPromotionCodeRow), total: z.number() });

export const CouponCreatedBody = z.object({ id: z.number(), title: z.string(), code: z.nullable(z.string()) });
