import { CheckoutMessages } from './messages';

/**
 * What a group-buy promises on its page, as data the pricing applies: 滿千折百 (amount off at a
 * threshold), 88折 (percent of the price paid), 免運 (free shipping at a threshold).
 */
export type Promotion =
  | { kind: 'amount_off'; threshold: number; amount: number }
  /** `minQuantity` 2 = 任選 2 件 88 折. */
  | { kind: 'percent_off'; percent: number; minQuantity: number }
  | { kind: 'free_shipping'; threshold: number };

export interface AppliedDiscount {
  label: string;
  saved: number;
}

export interface GroupPricing {
  subtotal: number;
  discounts: AppliedDiscount[];
  /** Subtotal minus every discount, never below 0. */
  total: number;
  freeShippingThreshold: number | null;
}

export function promotionLabel(p: Promotion): string {
  if (p.kind === 'amount_off') return CheckoutMessages.PROMO_AMOUNT_OFF(p.threshold, p.amount);
  if (p.kind === 'percent_off') return CheckoutMessages.PROMO_PERCENT_OFF(p.percent, p.minQuantity);
  return CheckoutMessages.PROMO_FREE_SHIPPING(p.threshold);
}

/** Percent off first (it scales the price), then amount off on the original subtotal's threshold; rounded down to whole TWD saved. */
export function priceGroup(subtotal: number, promotions: readonly Promotion[], quantity = 1): GroupPricing {
  const discounts: AppliedDiscount[] = [];
  let total = subtotal;
  for (const p of promotions) {
    if (p.kind === 'percent_off' && subtotal > 0 && quantity >= p.minQuantity) {
      const saved = Math.floor((total * (100 - p.percent)) / 100);
      if (saved > 0) discounts.push({ label: promotionLabel(p), saved });
      total -= saved;
    }
  }
  for (const p of promotions) {
    if (p.kind === 'amount_off' && subtotal >= p.threshold) {
      const saved = Math.min(p.amount, total);
      discounts.push({ label: promotionLabel(p), saved });
      total -= saved;
    }
  }
  const free = promotions.filter((p) => p.kind === 'free_shipping').map((p) => p.threshold);
  return { subtotal, discounts, total, freeShippingThreshold: free.length > 0 ? Math.min(...free) : null };
}
