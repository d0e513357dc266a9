import { CheckoutMessages } from './messages';

export interface Coupon {
  id: number;
  title: string;
  kind: 'amount' | 'percent';
  /** TWD off, or the percent paid (88 = 88折). */
  value: number;
  minSpend: number;
  /** Branch ids it applies to; empty = the whole shop. */
  branchIds: readonly number[];
  startsAt: number;
  expiresAt: number;
  usedAt: number | null;
}

export type CouponBlock = 'MIN_SPEND' | 'OUT_OF_SCOPE' | 'EXPIRED' | 'NOT_STARTED' | 'USED';

export interface CouponCheck {
  coupon: Coupon;
  /** What it takes off this order; 0 when blocked. */
  saved: number;
  block: { code: CouponBlock; message: string } | null;
}

/** The order as a coupon sees it: goods after group-buy promotions, per branch. */
export interface CouponBasket {
  totalByBranch: ReadonlyMap<number, number>;
  now: number;
}

function inScope(coupon: Coupon, basket: CouponBasket): number {
  let sum = 0;
  for (const [branch, total] of basket.totalByBranch) if (coupon.branchIds.length === 0 || coupon.branchIds.includes(branch)) sum += total;
  return sum;
}

function blockOf(coupon: Coupon, basket: CouponBasket, eligible: number): CouponCheck['block'] {
  if (coupon.usedAt !== null) return { code: 'USED', message: CheckoutMessages.COUPON_USED };
  if (basket.now >= coupon.expiresAt) return { code: 'EXPIRED', message: CheckoutMessages.COUPON_EXPIRED };
  if (basket.now < coupon.startsAt) return { code: 'NOT_STARTED', message: CheckoutMessages.COUPON_NOT_STARTED };
  if (eligible === 0) return { code: 'OUT_OF_SCOPE', message: CheckoutMessages.COUPON_OUT_OF_SCOPE };
  if (eligible < coupon.minSpend) return { code: 'MIN_SPEND', message: CheckoutMessages.COUPON_MIN_SPEND(coupon.minSpend) };
  return null;
}

export function checkCoupon(coupon: Coupon, basket: CouponBasket): CouponCheck {
  const eligible = inScope(coupon, basket);
  const block = blockOf(coupon, basket, eligible);
  if (block) return { coupon, saved: 0, block };
  const saved = coupon.kind === 'amount' ? Math.min(coupon.value, eligible) : Math.floor((eligible * (100 - coupon.value)) / 100);
  return { coupon, saved, block: null };
}

/** The usable coupon that saves the most; ties go to the one expiring first (use it before it is lost). */
export function bestCoupon(checks: readonly CouponCheck[]): CouponCheck | null {
  const usable = checks.filter((c) => c.block === null && c.saved > 0);
  usable.sort((a, b) => b.saved - a.saved || a.coupon.expiresAt - b.coupon.expiresAt || a.coupon.id - b.coupon.id);
  return usable[0] ?? null;
}
