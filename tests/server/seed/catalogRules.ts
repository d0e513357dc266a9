import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { sizeGuide } from '../../../src/domain/purchase/sizeGuideTables';
import type { SizeGuideKind } from '../../../src/domain/purchase/sizeGuides';

/** One seeded product as a parent reads it: its deal's title and copy, its 規格 table, its options. */
export interface Read {
  gb: number; product: number; title: string; noun: string; slug: string; adult: boolean; guide: string | null; copy: string;
  specs: Map<string, string>; options: { size: string; price: number; original: number; discount: number | null }[];
}

export async function readCatalog(db: Kysely<Database>): Promise<Read[]> {
  const products = await db.selectFrom('products').innerJoin('group_buys as g', 'g.id', 'products.group_buy_id')
    .innerJoin('categories as c', 'c.id', 'g.category_id').innerJoin('group_buy_contents as gc', 'gc.group_buy_id', 'g.id')
    .select(['products.id', 'products.title as product_title', 'g.id as gb', 'g.title', 'g.short_name', 'g.description', 'g.is_adult_only', 'c.slug', 'gc.size_guide', 'gc.paragraphs'])
    .orderBy('products.id').execute();
  const options = await db.selectFrom('options').select(['product_id', 'size', 'current_price', 'original_price', 'discount_price']).orderBy('sort_order').execute();
  const specs = await db.selectFrom('product_specs').select(['product_id', 'label', 'value']).execute();
  return products.map((p) => ({
    gb: p.gb, product: p.id, title: p.title, noun: p.short_name, slug: p.slug, adult: p.is_adult_only === 1, guide: p.size_guide,
    copy: `${p.description}${(JSON.parse(p.paragraphs) as string[]).join('')}`,
    specs: new Map(specs.filter((s) => s.product_id === p.id).map((s) => [s.label, s.value])),
    options: options.filter((o) => o.product_id === p.id).map((o) => ({ size: o.size, price: o.current_price, original: o.original_price, discount: o.discount_price })),
  }));
}

/** How many units a label sells (pieces, packs, books, ml), and whether it is a refill; null when it names a size or a model. */
export function quantityOf(label: string): { units: number; refill: boolean } | null {
  const refill = label.includes('補充包');
  const ml = /^(\d+)ml(?:×(\d+)\s*入)?(?:＋(\d+)ml)?/.exec(label);
  if (ml) return { units: Number(ml[1]) * Number(ml[2] ?? 1) + Number(ml[3] ?? 0), refill: refill && !ml[3] };
  const packs = /抽×(\d+)包/.exec(label) ?? /(\d+)\s*(?:入|本)/.exec(label);
  if (packs) return { units: Number(packs[1]), refill };
  return /單(?:入|本)/.test(label) ? { units: 1, refill } : null;
}

const DIAPER_ORDER = ['NB', 'S', 'M', 'L', 'XL', 'XXL'];

/**
 * The price ladder of one product. A bigger pack costs more in all and no more per unit (a refill no more per ml
 * than the bottle); diaper sizes keep one pack price, so a bigger size's bigger pieces cost a little more each;
 * other sizes and models never get cheaper further along the list. No option above its own 原價.
 */
export function ladderProblems(r: Read): string[] {
  const priced = r.options.filter((o) => o.price > 0);
  const problems = priced.filter((o) => o.original <= o.price || (o.discount !== null && o.discount >= o.price)).map((o) => `${o.size} NT$${o.price} 原價 NT$${o.original}`);
  const say = (a: (typeof priced)[number], b: (typeof priced)[number]) => problems.push(`${a.size} NT$${a.price} vs ${b.size} NT$${b.price}`);
  if (r.slug === 'diapers') {
    const bySize = [...priced].sort((a, b) => DIAPER_ORDER.indexOf(a.size.split('（')[0]) - DIAPER_ORDER.indexOf(b.size.split('（')[0]));
    if (bySize.length > 1 && bySize.some((o) => o.price !== bySize[0].price)) say(bySize[0], bySize.find((o) => o.price !== bySize[0].price)!);
    return problems;
  }
  const quantities = priced.map((o) => ({ o, q: quantityOf(o.size) }));
  if (quantities.every((x) => x.q)) {
    for (const a of quantities) for (const b of quantities) {
      const [qa, qb] = [a.q!, b.q!];
      const perA = a.o.price / qa.units, perB = b.o.price / qb.units;
      if (qa.refill === qb.refill && qa.units < qb.units && (a.o.price > b.o.price || perA < perB)) say(a.o, b.o);
      if (qa.refill && !qb.refill && qa.units === qb.units && perA > perB) say(a.o, b.o);
    }
    return problems;
  }
  priced.forEach((o, i) => { if (i > 0 && o.price < priced[i - 1].price) say(priced[i - 1], o); });
  return problems;
}

/** What a millilitre of a kind of goods may cost at most, as Taiwanese shops price them (妊娠霜・按摩油, face creams). */
const PER_ML_AT_MOST: Record<string, number> = { 'stretch-mark': 12, face: 12 };

/** Prices inside the kind's band: a 100 ml 孕期按摩油 at NT$1,980 is more than any shop asks. */
export function priceBandProblems(r: Read): string[] {
  const most = PER_ML_AT_MOST[r.slug];
  if (most === undefined) return [];
  return r.options.filter((o) => {
    const q = quantityOf(o.size);
    return o.price > 0 && q !== null && o.price / q.units > most;
  }).map((o) => `${o.size} NT$${o.price}`);
}

/** Models of one deal sell the same size at about the same price (a 旗艦款 may cost a fifth more, not twice). */
export function modelSpreadProblems(reads: Read[]): string[] {
  const bySize = new Map<string, number[]>();
  for (const r of reads) for (const o of r.options) if (o.price > 0) bySize.set(`${r.gb} ${o.size}`, [...(bySize.get(`${r.gb} ${o.size}`) ?? []), o.price]);
  return [...bySize].filter(([, p]) => Math.max(...p) > Math.min(...p) * 1.35).map(([k, p]) => `${k}: ${p.join(' / ')}`);
}

/** What a kind of goods can never say or list (the noun on the left, the copy or 規格 on the right). */
export const CONTRADICTIONS: [RegExp, RegExp, 'copy' | 'specs'][] = [
  [/手動|分裝盒|研磨碗|防撞條|門欄|安全蓋/, /電池|充電|電壓|功率/, 'specs'],
  [/手動|分裝盒|研磨碗/, /充電|電池|運轉|一機完成|刀頭|攪拌刀/, 'copy'],
  [/帽/, /口水|圍兜|防水布/, 'copy'],
  [/襪/, /鞋底|魔鬼氈|鞋面/, 'copy'],
  [/鍊/, /奶嘴頭|護罩|含得住|一體成形/, 'copy'],
  [/湯匙/, /吸盤|容量/, 'copy'],
  [/洗衣精/, /奶瓶、奶嘴/, 'copy'],
  [/門欄|安全蓋/, /背膠|撞到也不痛/, 'copy'],
  [/溢乳墊/, /夾鏈|解凍|冷凍/, 'copy'],
  [/儲存袋/, /溢奶|超薄設計|穿貼身/, 'copy'],
  [/孕婦枕/, /寶寶一天睡|寶寶頸部|嬰兒房/, 'copy'],
  [/枕/, /床上請不要放過多枕頭|0-3 歲/, 'copy'],
  [/提籃/, /360 度旋轉/, 'copy'],
  [/噴水/, /沒有孔洞/, 'copy'],
  [/褲|T恤|上衣|衛衣/, /胯下|褲檔與下擺的壓扣|肩開扣/, 'copy'],
  [/托腹|束腹/, /哺乳開口/, 'copy'],
  [/蠟燭|潤滑|精油/, /界面活性劑|燕麥|洗淨|沖洗/, 'specs'],
  [/蠟燭/, /好清洗|沖洗/, 'copy'],
];

const OPENINGS = ['肩開扣', '前開', '套頭', '和尚領', '鬆緊腰'];
const INGREDIENTS = ['乳木果油', '積雪草', '胺基酸', '燕麥', '蘆薈', '玻尿酸', '神經醯胺'];

/** Title, copy, 規格 and size guide describe the same product. */
export function copyProblems(r: Read): string[] {
  const problems: string[] = [];
  const doubled = /(\p{Script=Han}{2,})\1/u.exec(r.title);
  if (doubled) problems.push(`title repeats 「${doubled[1]}」: ${r.title}`);
  for (const [noun, said, where] of CONTRADICTIONS) {
    const text = where === 'copy' ? r.copy : [...r.specs].flat().join(' ');
    if (noun.test(r.noun) && said.test(text)) problems.push(`${r.noun} ${where} says ${said.exec(text)![0]}`);
  }
  const opening = r.specs.get('開口方式') ?? '';
  for (const w of OPENINGS) if (r.copy.includes(w) && !opening.includes(w)) problems.push(`${r.noun} copy says ${w}, 規格 says ${opening || 'nothing'}`);
  const contents = r.specs.get('主要成分') ?? '';
  for (const w of INGREDIENTS) if (r.copy.includes(w) && !contents.includes(w)) problems.push(`${r.noun} copy names ${w}, 規格 says ${contents || 'nothing'}`);
  if (r.guide) {
    const rows = new Set(sizeGuide(r.guide as SizeGuideKind).rows.map((row) => row[0]));
    for (const o of r.options) if (!rows.has(o.size.split('（')[0].replace('cm', r.guide === 'clothing' ? '' : 'cm'))) problems.push(`${r.noun} size ${o.size} not in the ${r.guide} guide`);
  }
  return problems;
}
