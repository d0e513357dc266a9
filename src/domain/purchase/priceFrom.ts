import { unitPrice, type PurchaseOption } from './PurchaseOption';

/** The lowest price a shopper can pay for a product, and whether other sizes cost more (shown with 起). */
export interface PriceFrom {
  amount: number;
  from: boolean;
}

/**
 * SPEC §5 price display for a product with several sizes: the lowest positive unit price; `from`
 * when the sizes cost differently; null when no size has a positive price (the 限時優惠價 label shows).
 */
export function priceFrom(options: readonly PurchaseOption[]): PriceFrom | null {
  const prices = options.map(unitPrice).filter((price) => price > 0);
  if (prices.length === 0) return null;
  return { amount: Math.min(...prices), from: new Set(prices).size > 1 };
}
