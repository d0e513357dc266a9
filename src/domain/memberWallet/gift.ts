import type { CouponBranch } from './coupons';

/** visitor: not signed in; eligible: no order yet and not claimed; claimed; has_order: bought before, so not a new customer. */
export type GiftStatus = 'visitor' | 'eligible' | 'claimed' | 'has_order';

export interface GiftCoupon {
  title: string;
  kind: 'amount' | 'percent';
  value: number;
  minSpend: number;
  branches: readonly CouponBranch[];
  expiresAt: number;
}

export interface NewCustomerGift { status: GiftStatus; coupons: GiftCoupon[] }
