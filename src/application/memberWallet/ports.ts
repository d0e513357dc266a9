import type { CouponList, CouponState, WalletCoupon } from '../../domain/memberWallet/coupons';
import type { CreditAccount } from '../../domain/memberWallet/credit';
import type { NewCustomerGift } from '../../domain/memberWallet/gift';

/** What a claim hands the member: the coupon now in 我的折價券, and the shop's line about it. */
export interface ClaimedCoupons { coupons: WalletCoupon[]; message: string }

/**
 * The member's coupons and shopping credit at the shop (/v1/member/…). Refusals (an unknown code, a
 * second gift) arrive as the client exceptions of SPEC §8 carrying the shop's code and zh-TW message.
 */
export interface MemberWallet {
  coupons(state: CouponState): Promise<CouponList>;
  claimCode(code: string): Promise<ClaimedCoupons>;
  /** Readable signed out (a visitor's status is `visitor`). */
  gift(): Promise<NewCustomerGift>;
  claimGift(): Promise<ClaimedCoupons>;
  credit(): Promise<CreditAccount>;
}
