import { z } from 'zod/mini';
import { CreditBody, WalletCouponBody } from './memberWallet';

/** Response bodies of the members desk (issue 28): the look-up, one member, and what a grant answers. */
export const AdminMemberRow = z.object({
  id: z.number(), email: z.string(), nickname: z.string(), mobile: z.string(), orders: z.number(), created_at: z.number(),
});
export type AdminMemberRow = z.infer<typeof AdminMemberRow>;
export const AdminMemberPageBody = z.object({ rows: z.array(AdminMemberRow), total: z.number() });

const MemberOrder = z.object({ id: z.number(), number: z.string(), status_label: z.string(), total: z.number(), created_at: z.number() });
/** A coupon of the shop staff may give: still open to use. */
const CouponOption = z.object({ id: z.number(), title: z.string(), expires_at: z.number() });

/** The member as staff see her: never a password hash, never a card number. */
export const AdminMemberDetailBody = z.object({
  id: z.number(), email: z.string(), nickname: z.string(), mobile: z.string(), email_verified: z.boolean(),
  social_only: z.boolean(), created_at: z.number(),
  orders: z.array(MemberOrder), order_count: z.number(),
  coupons: z.array(WalletCouponBody),
  credit: CreditBody,
  coupon_options: z.array(CouponOption),
});
export type AdminMemberDetailBody = z.infer<typeof AdminMemberDetailBody>;

export const CreditGrantedBody = z.object({ member_id: z.number(), amount: z.number(), balance: z.number() });
export const CouponGrantedBody = z.object({ member_id: z.number(), member_coupon_id: z.number(), title: z.string() });
