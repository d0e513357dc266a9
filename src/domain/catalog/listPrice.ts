/** An option's prices as a group-buy's card reads them. */
export interface OptionPrices { current_price: number; discount_price: number | null; original_price: number }

/** What a card shows: the price, its 原價, 起 when the options differ, and the discount in percent. */
export interface ListPrice { price: number | null; original_price: number | null; price_suffix: string | null; discount_rate: number }

/**
 * The list price of a group-buy: its cheapest buyable option (a 優惠價 before the 售價; SPEC §5 hides
 * non-positive prices), with `起` when the options cost different amounts.
 */
export function listPriceOf(options: readonly OptionPrices[]): ListPrice {
  const priced = options
    .map((o) => ({ price: o.discount_price ?? o.current_price, original: o.original_price }))
    .filter((p) => p.price > 0);
  if (priced.length === 0) return { price: null, original_price: null, price_suffix: null, discount_rate: 0 };
  const cheapest = priced.reduce((a, b) => (b.price < a.price ? b : a));
  const varies = new Set(priced.map((p) => p.price)).size > 1;
  const rate = cheapest.original > cheapest.price ? Math.round((1 - cheapest.price / cheapest.original) * 100) : 0;
  return { price: cheapest.price, original_price: cheapest.original, price_suffix: varies ? '起' : null, discount_rate: rate };
}
