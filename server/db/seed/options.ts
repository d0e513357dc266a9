import type { OptionEventsTable, OptionsTable } from '../catalogSchema';
import { shopPrice, type SeedContext } from './context';
import { ladderPrices, listedOriginal } from './priceLadder';
import type { SubCategory } from './taxonomy';
import { familyOf } from './productFamilies';
import { DELIVERY_NOTES, EVENTS, SIZE_SETS } from './words';
import { listPriceOf } from '../../../src/domain/catalog/listPrice';

export interface OptionCounter { next: number }

/** A run of neighbouring sizes (60cm-70cm, S-L, …) named for the goods, as a real listing would offer. */
function pickSizes(ctx: SeedContext, all: string[]): string[] {
  const count = ctx.random.number.int({ min: 1, max: Math.min(6, all.length) });
  const start = ctx.random.number.int({ min: 0, max: all.length - count });
  return all.slice(start, start + count);
}

/**
 * The deal's first product sets its price; the other models of the deal stay within about a fifth of it
 * (their own draw only says where in that band), so one size never costs twice as much in another model.
 */
function modelBase(drawn: number, band: [number, number], anchor: number | undefined): number {
  if (anchor === undefined) return drawn;
  const t = band[1] > band[0] ? (drawn - band[0]) / (band[1] - band[0]) : 0;
  return anchor * (0.92 + 0.25 * t);
}

export function optionRows(
  ctx: SeedContext, productId: number, sub: SubCategory, deal: { noPrice: boolean; noun: string; deliveryNote: string; anchor?: number }, counter: OptionCounter,
): { options: OptionsTable[]; events: OptionEventsTable[]; base: number } {
  const { noPrice } = deal;
  const { random } = ctx;
  const base = modelBase(random.number.int({ min: sub.price[0], max: sub.price[1] }), sub.price, deal.anchor);
  const options: OptionsTable[] = [];
  const events: OptionEventsTable[] = [];
  const { family, options: labels } = familyOf(sub.slug, deal.noun);
  const all = labels ?? SIZE_SETS[sub.sizes];
  const picked = pickSizes(ctx, all);
  const prices = ladderPrices(family, all, picked, base);
  let markup: number | undefined;
  const oneMarkup = (drawn: number) => (markup ??= drawn);
  picked.forEach((size, index) => {
    const id = counter.next++;
    const current = prices[index];
    const soldOut = id % 9 === 4;
    const stock = soldOut ? 0 : random.number.int({ min: 5, max: 200 });
    const discount = !noPrice && random.datatype.boolean(0.2) ? shopPrice(current * 0.9) : null;
    options.push({
      id,
      product_id: productId,
      size,
      current_price: noPrice ? 0 : current,
      // One markup per product (its first draw), so 原價 climbs the same ladder as the price.
      original_price: listedOriginal(current, oneMarkup(random.number.float({ min: 1.15, max: 1.6 }))),
      discount_price: discount !== null && discount < current ? discount : null,
      price_suffix: null,
      stock,
      purchase_limit: soldOut ? 0 : Math.min(stock, random.helpers.arrayElement([3, 5, 10, 20])),
      // One promise per group-buy (domain/shipping); the old per-size draw is kept so later draws stay put.
      delivery_note: random.helpers.arrayElement(DELIVERY_NOTES) && deal.deliveryNote,
      sort_order: index + 1,
    });
    if (random.datatype.boolean(0.3)) {
      const picked = random.helpers.arrayElements(EVENTS.map((_, e) => e + 1), { min: 1, max: 2 });
      for (const eventId of picked) events.push({ option_id: id, event_id: eventId });
    }
  });
  return { options, events, base };
}

/** The list price of a group-buy: its cheapest buyable option (the domain's rule, as staff edits recompute it). */
export function listPrice(options: OptionsTable[]): { price: number | null; original: number | null; suffix: string | null } {
  const list = listPriceOf(options);
  return { price: list.price, original: list.original_price, suffix: list.price_suffix };
}
