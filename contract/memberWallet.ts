import { z } from 'zod/mini';

/** Responses of 我的折價券, 我的購物金, the coupon-claim zone and the new-customer gift (/v1/member/…). */
export const COUPON_STATES = ['usable', 'used', 'expired'] as const;

export const MemberWalletErrorCode = {
  PROMOTION_CODE_UNKNOWN: 'PROMOTION_CODE_UNKNOWN',
  PROMOTION_CODE_NOT_STARTED: 'PROMOTION_CODE_NOT_STARTED',
  PROMOTION_CODE_EXPIRED: 'PROMOTION_CODE_EXPIRED',
  PROMOTION_CODE_ALREADY_CLAIMED: 'PROMOTION_CODE_ALREADY_CLAIMED',
  PROMOTION_CODE_LIMIT_REACHED: 'PROMOTION_CODE_LIMIT_REACHED',
  GIFT_ALREADY_CLAIMED: 'GIFT_ALREADY_CLAIMED',
  GIFT_NOT_ELIGIBLE: 'GIFT_NOT_ELIGIBLE',
} as const;

export const CouponBranchBody = z.object({ id: z.int(), name: z.string(), path: z.string() });

export const WalletCouponBody = z.object({
  id: z.int(), title: z.string(), kind: z.enum(['amount', 'percent']), value: z.int(), min_spend: z.int(),
  branches: z.array(CouponBranchBody), starts_at: z.int(), expires_at: z.int(), used_at: z.nullable(z.int()),
  order: z.nullable(z.object({ id: z.int(), number: z.string() })), state: z.enum(COUPON_STATES),
});
export type WalletCouponBody = z.infer<typeof WalletCouponBody>;

export const CouponListBody = z.object({
  state: z.enum(COUPON_STATES),
  counts: z.object({ usable: z.int(), used: z.int(), expired: z.int() }),
  coupons: z.array(WalletCouponBody),
});
export type CouponListBody = z.infer<typeof CouponListBody>;

export const ClaimedCouponBody = z.object({ coupon: WalletCouponBody, message: z.string() });
export type ClaimedCouponBody = z.infer<typeof ClaimedCouponBody>;

export const GiftCouponBody = z.object({
  title: z.string(), kind: z.enum(['amount', 'percent']), value: z.int(), min_spend: z.int(), branches: z.array(CouponBranchBody), expires_at: z.int(),
});
export type GiftCouponBody = z.infer<typeof GiftCouponBody>;

export const NewCustomerGiftBody = z.object({
  status: z.enum(['visitor', 'eligible', 'claimed', 'has_order']),
  coupons: z.array(GiftCouponBody),
});
export type NewCustomerGiftBody = z.infer<typeof NewCustomerGiftBody>;

export const GiftClaimedBody = z.object({ coupons: z.array(WalletCouponBody), message: z.string() });
export type GiftClaimedBody = z.infer<typeof GiftClaimedBody>;

export const CreditEntryBody = z.object({
  id: z.int(), amount: z.int(), reason: z.string(), reason_label: z.string(), order_number: z.nullable(z.string()),
  created_at: z.int(), expires_at: z.nullable(z.int()),
});
export type CreditEntryBody = z.infer<typeof CreditEntryBody>;

export const CreditBody = z.object({
  balance: z.int(),
  expiring: z.array(z.object({ amount: z.int(), expires_at: z.int() })),
  entries: z.array(CreditEntryBody),
});
export type CreditBody = z.infer<typeof CreditBody>;
