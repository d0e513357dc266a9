import type { Kysely, Selectable } from 'kysely';
import { bestCoupon, checkCoupon, type CouponCheck } from '../../../src/domain/checkout/coupons';
import type { DeliveryMethod } from '../../../src/domain/checkout/delivery';
import { priceCheckout, priceGroups, type CheckoutPrice } from '../../../src/domain/checkout/pricing';
import type { CheckoutsTable } from '../../db/checkoutSchema';
import type { Database } from '../../db/schema';
import { pricingGroups } from './groups';
import { liveLines, type LiveLine } from './lines';
import { creditBalance, memberCoupons } from './wallet';
import { shippingPromises } from '../shipping/shippingTerms';
import type { ShippingPromise } from '../../../src/domain/shipping/shippingPromise';

export type CheckoutRow = Selectable<CheckoutsTable>;
export type CouponMode = 'best' | 'none' | 'chosen';

export interface Quote {
  lines: LiveLine[];
  price: CheckoutPrice;
  couponChecks: CouponCheck[];
  couponMode: CouponMode;
  balance: number;
  /** Each group-buy's shipping promise, as its card and page state it. */
  promises: Map<number, ShippingPromise>;
}

export const couponMode = (memberCouponId: number | null): CouponMode => (memberCouponId === null ? 'best' : memberCouponId === 0 ? 'none' : 'chosen');

export const storedLines = (row: Pick<CheckoutRow, 'lines'>): { optionId: number; quantity: number }[] =>
  (JSON.parse(row.lines) as { option_id: number; quantity: number }[]).map((l) => ({ optionId: l.option_id, quantity: l.quantity }));

/** Prices a checkout from the live catalog, the member's coupons and credit: the server's figure, never the client's. */
export async function quote(db: Kysely<Database>, row: CheckoutRow, now: number): Promise<Quote> {
  const lines = await liveLines(db, storedLines(row), now);
  const delivery = row.delivery_method as DeliveryMethod;
  const [groups, coupons, balance, promises] = await Promise.all([
    pricingGroups(db, lines), memberCoupons(db, row.member_id), creditBalance(db, row.member_id, now), shippingPromises(db, [...new Set(lines.map((l) => l.groupBuyId))]),
  ]);
  const totalByBranch = new Map<number, number>();
  for (const g of priceGroups(groups, delivery)) totalByBranch.set(g.branchId, (totalByBranch.get(g.branchId) ?? 0) + g.total);
  const couponChecks = coupons.map((c) => checkCoupon(c, { totalByBranch, now }));
  const mode = couponMode(row.member_coupon_id);
  const chosen = mode === 'best' ? bestCoupon(couponChecks) : couponChecks.find((c) => c.coupon.id === row.member_coupon_id) ?? null;
  const price = priceCheckout({
    groups, delivery, coupon: mode === 'none' ? null : chosen?.coupon ?? null,
    creditRequested: row.credit_requested, creditBalance: balance, now,
  });
  return { lines, price, couponChecks, couponMode: mode, balance, promises };
}
