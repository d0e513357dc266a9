import { shopPrice } from './context';
import type { Family } from './productFamilies';

/**
 * A product's prices as a Taiwanese shop sets them. Packs: the bigger pack costs more in all and a little less
 * per unit (a refill less per ml than its bottle); diaper sizes share one pack price (bigger pieces, fewer a
 * pack); clothes cost NT$50 more every two sizes up; models and widths climb gently; colours cost the same.
 */
export interface Quantity { units: number; refill: boolean }

/** How many units a label sells (pieces, packs, books, ml); null when it names a size, a model or a colour. */
export function quantityOf(label: string): Quantity | null {
  const refill = label.includes('補充包');
  const ml = /^(\d+)ml(?:×(\d+)\s*入)?(?:＋(\d+)ml)?/.exec(label);
  if (ml) return { units: Number(ml[1]) * Number(ml[2] ?? 1) + Number(ml[3] ?? 0), refill: refill && !ml[3] };
  const packs = /抽×(\d+)包/.exec(label) ?? /(\d+)\s*(?:入|本)/.exec(label);
  if (packs) return { units: Number(packs[1]), refill };
  return /單(?:入|本)/.test(label) ? { units: 1, refill } : null;
}

/** Unit price falls gently with pack size: twice the pack costs about 1.87 times as much. */
const PACK_EXPONENT = 0.9;
const REFILL = 0.85;
/** What the smallest pack of everyday consumables costs at most (a sub category's band also holds its gear). */
const SMALLEST_AT_MOST: Partial<Record<Family, number>> = {
  wipes: 199, wash: 450, detergent: 399, nursing: 390, bathtoy: 390, pacifier: 390, safety: 390,
  // 妊娠霜, 按摩油 and face creams: a 50 ml jar under NT$600, so a 100 ml oil is about NT$1,100, not NT$1,980.
  skincare: 590,
};
const STEPPED: ReadonlySet<Family> = new Set(['bottle', 'kitchen', 'bedding', 'safety', 'pacifier']);

const down = (price: number) => shopPrice(price - (price < 1000 ? 10 : 100));
const up = (price: number) => shopPrice(price + (price < 1000 ? 10 : 100));

function packPrices(family: Family, all: string[], picked: string[], drawn: number): number[] {
  const base = Math.min(drawn, SMALLEST_AT_MOST[family] ?? drawn);
  const q = (label: string) => quantityOf(label)!;
  const smallest = Math.min(...all.map((l) => q(l).units));
  const largest = Math.max(...all.map((l) => q(l).units));
  // The biggest pack stays under the shop's NT$3,990 ceiling, so no two packs meet at the cap.
  const first = Math.min(base, CEILING / (largest / smallest) ** PACK_EXPONENT);
  const raw = (label: string) => first * (q(label).units / smallest) ** PACK_EXPONENT * (q(label).refill ? REFILL : 1);
  const order = [...picked].sort((a, b) => q(a).units - q(b).units || Number(q(b).refill) - Number(q(a).refill));
  const prices = new Map<string, number>();
  let last: { price: number; units: number } | null = null;
  for (const label of order) {
    let price = shopPrice(raw(label));
    const { units, refill } = q(label);
    if (last && !refill && units > last.units) {
      while (price / units > last.price / last.units && price > 99) price = down(price);
      if (price <= last.price) price = up(last.price);
    }
    prices.set(label, price);
    if (!refill) last = { price, units };
  }
  return picked.map((l) => prices.get(l)!);
}

/** A price leaves room for a 原價 above it under the shop's NT$3,990 ceiling. */
const CEILING = 3680;

/** The current price of each picked label, `base` being the deal's drawn price for its first label. */
export function ladderPrices(family: Family, all: string[], picked: string[], base: number): number[] {
  return ladder(family, all, picked, base).map((p) => Math.min(p, CEILING));
}

function ladder(family: Family, all: string[], picked: string[], base: number): number[] {
  if (family === 'diaper') return picked.map(() => shopPrice(base));
  if (all.every((l) => quantityOf(l))) return packPrices(family, all, picked, base);
  const index = (label: string) => all.indexOf(label);
  // Never cheaper further up: NT$999 and then NT$980 is how shop rounding crosses a thousand.
  const rising = (prices: number[]) => prices.map((p, i) => Math.max(p, ...prices.slice(0, i)));
  if (family === 'clothing' || family === 'sleepwear') return rising(picked.map((l) => shopPrice(base + Math.floor(index(l) / 2) * 50)));
  if (STEPPED.has(family)) {
    const prices = picked.map((l) => shopPrice(base * (1 + 0.12 * index(l))));
    return prices.map((p, i) => (i > 0 && p <= prices[i - 1] ? up(prices[i - 1]) : p));
  }
  return picked.map(() => shopPrice(base));
}

/** 原價 above the price it sits beside: the deal's markup, at least one price step up. */
export function listedOriginal(current: number, markup: number): number {
  const original = shopPrice(current * markup);
  return original > current ? original : up(current);
}
