import { dispatchText, type Dispatch } from '../../../src/domain/shipping/shippingPromise';
import type { BrandsTable, GroupBuysTable, ProductsTable } from '../catalogSchema';
import type { GroupBuyContentsTable, ProductSpecsTable } from '../productContentSchema';
import { CLOSINGS, COPY, fitting } from './productCopy';
import { factsOf, OPENING_POINTS, type Facts } from './productFacts';
import { familyOf, type Family } from './productFamilies';
import { specRows } from './productSpecs';
import { prng, type Prng } from './prng';
import type { SubCategoryRef } from './taxonomyRows';

/** Goods that come in prints; the others are named by model. Both lists hold ten, like the draw they serve. */
const PRINTED: ReadonlySet<Family> = new Set(['clothing', 'sleepwear', 'footwear', 'bibs', 'plush', 'bathtoy', 'storage']);
export const PATTERNS = ['小熊', '兔兔', '星星', '條紋', '素色', '恐龍', '花朵', '雲朵', '格紋', '小象'];
export const MODELS = ['經典款', '升級款', '輕巧款', '新色款', '團購限定款', '旗艦款', '基本款', '人氣款', '改版新款', '熱銷款'];

export const productVariants = (slug: string, noun: string): string[] => (PRINTED.has(familyOf(slug, noun).family) ? PATTERNS : MODELS);

/** A product title is 「noun（variant）」: the noun names what it is. */
export const nounOf = (productTitle: string): string => productTitle.replace(/（.*）$/, '');

/** Each group-buy's own random source: content never moves the catalog's faker draws. */
const contentRandom = (groupBuyId: number): Prng => prng(0x5eed0000 + groupBuyId * 7919);

/** In stock (ships 1-3 working days after payment) or gathered until the deal closes (5-10 days after). */
export function dispatchOf(groupBuyId: number): Dispatch {
  const rnd = prng(0xd15a7c00 + groupBuyId);
  return rnd.next() < 0.6 ? { kind: 'stock', days: rnd.int(1, 3) } : { kind: 'after_close', days: rnd.int(5, 10) };
}

export const deliveryNoteOf = (groupBuyId: number): string => dispatchText(dispatchOf(groupBuyId));

const CJK = '\\u3400-\\u9fff';
/** A space between Chinese and Latin words (「Boo Care 的」), as Taiwanese shops typeset them. */
export const spaced = (text: string): string =>
  text.replace(new RegExp(`([${CJK}])([A-Za-z0-9])`, 'g'), '$1 $2').replace(new RegExp(`([A-Za-z0-9])([${CJK}])`, 'g'), '$1 $2');

interface Picks { intro: string; points: string[]; care: string; closing: string; facts: Facts }

/** One deal's copy, from its facts: only the lines that fit its noun, its opening and its contents. */
function picks(groupBuyId: number, slug: string, noun: string): Picks {
  const rnd = contentRandom(groupBuyId);
  const { family } = familyOf(slug, noun);
  const copy = COPY[family];
  const facts = factsOf(groupBuyId, family, noun);
  const about = [noun, facts.opening, facts.contents].join(' ');
  const points = [...(facts.opening ? [OPENING_POINTS[facts.opening]] : []), ...fitting(copy.points, about)];
  // Adult-only goods are not gifts for a baby's first month, nor a 媽咪's repeat buy.
  const closings = family === 'intimate' ? CLOSINGS.filter((c) => !/送禮|媽咪/.test(c)) : CLOSINGS;
  const fill = (text: string) => text.replaceAll('{contents}', facts.contents ?? '');
  return {
    intro: rnd.pick(fitting(copy.intro, about)), points: rnd.some(points, 3).map(fill), care: rnd.pick(fitting(copy.care, about)), closing: rnd.pick(closings), facts,
  };
}

/** The card's one-line description: the deal's first selling point. */
export const blurbOf = (groupBuyId: number, slug: string, noun: string): string => `${picks(groupBuyId, slug, noun).points[0]}。`;

function paragraphs(p: Picks, noun: string, brand: string, country: string): string[] {
  const fill = (text: string) => spaced(text.replaceAll('{noun}', noun).replaceAll('{brand}', brand).replaceAll('{country}', country));
  return [fill(p.intro), `${p.points.join('；')}。`, `${p.care}${p.closing}`];
}

/** Each product's sizes in order, for its 規格 table. */
export function sizesByProduct(options: readonly { product_id: number; size: string }[]): Map<number, string[]> {
  const sizes = new Map<number, string[]>();
  for (const o of options) sizes.set(o.product_id, [...(sizes.get(o.product_id) ?? []), o.size]);
  return sizes;
}

export interface ProductContentRows { contents: GroupBuyContentsTable[]; specs: ProductSpecsTable[] }

/** Description paragraphs, size guide and dispatch per group-buy; the 規格 rows per product (sizes from its options). */
export function productContentRows(
  groupBuys: GroupBuysTable[], products: ProductsTable[], sizesOf: Map<number, string[]>, subs: SubCategoryRef[], brands: BrandsTable[],
): ProductContentRows {
  const subById = new Map(subs.map((s) => [s.id, s.sub]));
  const brandById = new Map(brands.map((b) => [b.id, b]));
  const rows: ProductContentRows = { contents: [], specs: [] };
  for (const gb of groupBuys) {
    const slug = subById.get(gb.category_id)?.slug ?? '';
    const brand = brandById.get(gb.brand_id)!;
    const own = products.filter((p) => p.group_buy_id === gb.id);
    const noun = nounOf(own[0]?.title ?? gb.short_name);
    const dispatch = dispatchOf(gb.id);
    rows.contents.push({
      group_buy_id: gb.id, paragraphs: JSON.stringify(paragraphs(picks(gb.id, slug, noun), noun, brand.name, brand.country)),
      size_guide: familyOf(slug, noun).guide, dispatch_kind: dispatch.kind, dispatch_days: dispatch.days,
    });
    const facts = factsOf(gb.id, familyOf(slug, noun).family, noun);
    for (const product of own) {
      const rnd = prng(0x59ec0000 + product.id);
      const table = specRows({ family: familyOf(slug, noun).family, noun: nounOf(product.title), brand: brand.name, country: brand.country, sizes: sizesOf.get(product.id) ?? [], rnd, facts });
      table.forEach(([label, value], i) => rows.specs.push({ product_id: product.id, position: i + 1, label, value }));
    }
  }
  return rows;
}
