import type { GroupBuysTable, OptionEventsTable, OptionsTable, ProductsTable } from '../catalogSchema';
import { scaled, type SeedContext } from './context';
import { dealWindow } from './dealWindows';
import { listPrice, optionRows, type OptionCounter } from './options';
import type { SubCategoryRef } from './taxonomyRows';
import { blurbOf, deliveryNoteOf, productVariants, spaced } from './productContent';
import { adjectivesFor } from './productFamilies';
import { BABY_HOOKS, HOOKS, LABELS } from './words';
import { agesOf } from './productAges';
import type { SubCategory } from './taxonomy';

export interface GroupBuyRows {
  groupBuys: GroupBuysTable[];
  products: ProductsTable[];
  options: OptionsTable[];
  optionEvents: OptionEventsTable[];
}

/** Exactly `total` products spread over the group-buys, one to four each. */
function productCounts(ctx: SeedContext, groupBuys: number, total: number): number[] {
  const counts = Array.from({ length: groupBuys }, () => 1);
  for (let left = Math.min(total, groupBuys * 4) - groupBuys; left > 0; ) {
    const i = ctx.random.number.int({ min: 0, max: groupBuys - 1 });
    if (counts[i] < 4) {
      counts[i] += 1;
      left -= 1;
    }
  }
  return counts;
}

/** The drawn variant, or the next one not yet used in this group-buy: two products never share a title. */
function unused(variants: string[], drawn: number, taken: Set<string>): string {
  for (let k = 0; k < variants.length; k++) {
    const variant = variants[(drawn + k) % variants.length];
    if (!taken.has(variant)) {
      taken.add(variant);
      return variant;
    }
  }
  return variants[drawn];
}

/** Adult-only goods never come from a brand named for babies (「Bebe Baby」 would show them in a search for baby). */
function brandFor(ref: SubCategoryRef, drawn: number, names: string[]): number {
  if (!ref.sub.adultOnly) return drawn;
  for (let k = 0; k < names.length; k++) {
    const id = ((drawn - 1 + k) % names.length) + 1;
    if (!/baby|kids|little|寶寶|貝比|童話|媽咪/i.test(names[id - 1])) return id;
  }
  return drawn;
}

function pickSub(ctx: SeedContext, subs: SubCategoryRef[], index: number): SubCategoryRef {
  // Every 20th group-buy is adult-only goods for the parents, so even a tiny seed has some.
  const adult = index % 20 === 11;
  return ctx.random.helpers.arrayElement(subs.filter((s) => Boolean(s.sub.adultOnly) === adult));
}

/**
 * The card's line comes from the category's own copy (`productContent.ts`); the three draws the old
 * word-salad took are kept, so every later row (and every id the tests pick) stays where it was.
 */
function describe(ctx: SeedContext, groupBuyId: number, slug: string, noun: string): string {
  for (let i = 0; i < 3; i++) ctx.random.number.int();
  return blurbOf(groupBuyId, slug, noun);
}

/** Adjective, noun and maybe a hook: never a word the noun already says, never a baby hook on goods a newborn does not use. */
function titleWords(ctx: SeedContext, sub: SubCategory, noun: string): string {
  const adjectives = adjectivesFor(sub.slug, noun);
  const drawn = adjectives.indexOf(ctx.random.helpers.arrayElement(adjectives));
  const adjective = [...adjectives.slice(drawn), ...adjectives.slice(0, drawn)].find((a) => !noun.includes(a) && !a.includes(noun.slice(0, 2)))!;
  const hook = ctx.random.datatype.boolean(0.4) ? ctx.random.helpers.arrayElement(HOOKS) : null;
  const fits = hook && (!BABY_HOOKS.has(hook) || (!sub.adultOnly && agesOf(sub.slug, noun, sub.sizes, 0).includes('0-6m')));
  return `${adjective}${noun}${fits ? `｜${hook}` : ''}`;
}

export function groupBuyRows(ctx: SeedContext, subs: SubCategoryRef[], brandNames: string[]): GroupBuyRows {
  const { random } = ctx;
  const count = scaled(ctx, 600, 30);
  const counts = productCounts(ctx, count, scaled(ctx, 1500, 75));
  const rows: GroupBuyRows = { groupBuys: [], products: [], options: [], optionEvents: [] };
  const counter: OptionCounter = { next: 1 };
  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const ref = pickSub(ctx, subs, i);
    const brandId = brandFor(ref, random.number.int({ min: 1, max: brandNames.length }), brandNames);
    const noun = random.helpers.arrayElement(ref.sub.nouns);
    const noPrice = i % 25 === 3;
    const gbOptions: OptionsTable[] = [];
    const variants = productVariants(ref.sub.slug, noun);
    const taken = new Set<string>();
    let anchor: number | undefined;
    for (let p = 0; p < counts[i]; p++) {
      const productId = rows.products.length + 1;
      const discontinued = productId % 20 === 5;
      rows.products.push({
        id: productId, group_buy_id: id, sort_order: p + 1,
        title: `${noun}（${unused(variants, random.number.int({ min: 0, max: variants.length - 1 }), taken)}）`,
        status: discontinued ? 'discontinued' : 'active',
      });
      const { options, events, base } = optionRows(ctx, productId, ref.sub, { noPrice, noun, deliveryNote: deliveryNoteOf(id), anchor }, counter);
      anchor ??= base;
      rows.options.push(...options);
      rows.optionEvents.push(...events);
      if (!discontinued) gbOptions.push(...options);
    }
    const list = listPrice(gbOptions);
    const likes = i % 10 === 0 ? 0 : Math.floor(3000 * random.number.float({ min: 0, max: 1 }) ** 3) + 1;
    const closed = i % 20 === 17;
    rows.groupBuys.push({
      id, branch_id: ref.branchId, brand_id: brandId, category_id: ref.id,
      title: spaced(`${brandNames[brandId - 1]} ${titleWords(ctx, ref.sub, noun)}`),
      short_name: noun,
      description: describe(ctx, id, ref.sub.slug, noun),
      label: random.datatype.boolean(0.6) ? random.helpers.arrayElement(LABELS) : null,
      image_path: `/images/gb/${id}.svg`,
      like_count: likes,
      // Recounted from the reviews and orders once they are written (services/catalog/cardStats).
      review_count: 0, rating_total: 0, sold_count: 0, buyer_count: 0,
      is_adult_only: ref.sub.adultOnly ? 1 : 0,
      hot_score: likes * 3 + random.number.int({ min: 0, max: 2000 }),
      status: closed ? 'closed' : 'open',
      price: list.price,
      original_price: list.original,
      price_suffix: list.suffix,
      discount_rate: list.price && list.original && list.original > list.price ? Math.round((1 - list.price / list.original) * 100) : 0,
      recommend_rank: random.datatype.boolean(0.2) ? random.number.int({ min: 1, max: 1000 }) : null,
      ...dealWindow(ctx, i, closed),
    });
  }
  return rows;
}
