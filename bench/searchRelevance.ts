import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { searchGroupBuys } from '../server/services/mall/search';

/**
 * Thirty searches parents really type, with what must come first: the sub category (by its name in
 * server/db/seed/taxonomy.ts) of the first result, or, for brand searches, its brand. Brand queries
 * name a brand of the seeded catalog (the brand list is generated), exactly, with a typo, and in CJK.
 */
export interface RelevanceCase { query: string; first: readonly string[]; brand?: 'latin' | 'latin-typo' | 'cjk' }

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  { query: '尿布', first: ['紙尿褲'] },
  { query: '纸尿裤', first: ['紙尿褲'] },
  { query: '夜用尿布', first: ['紙尿褲'] },
  { query: '拉拉褲', first: ['紙尿褲'] },
  { query: '推車', first: ['嬰兒推車'] },
  { query: '婴儿推车', first: ['嬰兒推車'] },
  { query: '嬰兒車', first: ['嬰兒推車'] },
  { query: '奶瓶 玻璃', first: ['奶瓶'] },
  { query: 'PPSU 奶瓶', first: ['奶瓶'] },
  { query: '防脹氣奶瓶', first: ['奶瓶'] },
  { query: '副食品', first: ['副食品調理', '兒童餐具'] },
  { query: '寶寶粥', first: ['副食品調理', '兒童餐具'] },
  { query: '安撫奶嘴', first: ['安撫奶嘴'] },
  { query: '奶嘴', first: ['安撫奶嘴'] },
  { query: '嬰兒床', first: ['枕頭・床墊'] },
  { query: '汽座', first: ['安全汽座'] },
  { query: '安全座椅', first: ['安全汽座'] },
  { query: 'isofix', first: ['安全汽座'] },
  { query: '吸奶器', first: ['吸乳器'] },
  { query: '湿纸巾', first: ['濕紙巾'] },
  { query: '母乳袋', first: ['溢乳墊・儲乳袋'] },
  { query: '背巾', first: ['揹巾・腰凳'] },
  { query: '防踢被', first: ['防踢被・睡袋'] },
  { query: '連身衣', first: ['長袖連身衣', '短袖包屁衣'] },
  { query: '學步鞋', first: ['襪子・鞋子'] },
  { query: '口水巾', first: ['帽子・圍兜'] },
  { query: '孕婦枕', first: ['托腹帶・孕婦枕'] },
  { query: '消毒鍋', first: ['衣物奶瓶清潔'] },
  { query: '', first: [], brand: 'latin' },
  { query: '', first: [], brand: 'latin-typo' },
  { query: '', first: [], brand: 'cjk' },
];

export interface RelevanceRow { query: string; expected: string; got: string; ok: boolean; total: number }

/** The brand a brand case searches for: the one with most open group-buys, Latin-named or not. */
async function brandFor(db: Kysely<Database>, latin: boolean): Promise<{ id: number; name: string } | undefined> {
  const rows = await db.selectFrom('brands').innerJoin('group_buys', 'group_buys.brand_id', 'brands.id').where('group_buys.status', '=', 'open')
    .select(['brands.id', 'brands.name']).select((eb) => eb.fn.countAll<number | string>().as('n'))
    .groupBy(['brands.id', 'brands.name']).orderBy('n', 'desc').orderBy('brands.id').execute();
  return rows.find((b) => /^[A-Za-z]/.test(b.name) === latin && (!latin || /[A-Za-z]{5,}/.test(b.name)));
}

/** "Organics" → "Orgnaics": two neighbours swapped in the longest Latin word. */
const typo = (name: string): string => {
  const word = name.split(/\s+/).sort((a, b) => b.length - a.length)[0];
  return name.replace(word, word.slice(0, 3) + word[4] + word[3] + word.slice(5)).toLowerCase();
};

async function resolve(db: Kysely<Database>, c: RelevanceCase): Promise<{ query: string; brandId?: number; expected: string }> {
  if (!c.brand) return { query: c.query, expected: c.first.join(' / ') };
  const brand = await brandFor(db, c.brand !== 'cjk');
  if (!brand) return { query: c.brand, expected: 'a brand of that kind' };
  const query = c.brand === 'latin-typo' ? typo(brand.name) : c.brand === 'latin' ? brand.name.toLowerCase() : brand.name;
  return { query, brandId: brand.id, expected: `brand ${brand.name}` };
}

/** Runs every case on this database: the first result's sub category (or brand) against the table. */
export async function checkRelevance(db: Kysely<Database>): Promise<RelevanceRow[]> {
  const rows: RelevanceRow[] = [];
  for (const c of RELEVANCE_CASES) {
    const { query, brandId, expected } = await resolve(db, c);
    const result = await searchGroupBuys(db, query, 1);
    const firstId = result.products[0]?.id;
    const first = firstId === undefined ? undefined : await db.selectFrom('group_buys').innerJoin('categories', 'categories.id', 'group_buys.category_id')
      .innerJoin('brands', 'brands.id', 'group_buys.brand_id').select(['categories.name as category', 'brands.id as brandId', 'brands.name as brand', 'group_buys.title'])
      .where('group_buys.id', '=', firstId).executeTakeFirst();
    const ok = first !== undefined && (brandId !== undefined ? first.brandId === brandId : c.first.includes(first.category));
    rows.push({ query, expected, got: first ? `${first.category}｜${first.title}` : '（找不到）', ok, total: result.total });
  }
  return rows;
}
