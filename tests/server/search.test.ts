import { SearchResult, SearchSuggestions } from '../../contract/mall';
import { indexGroupBuys } from '../../server/services/search/indexer';
import { forgetLexicon } from '../../server/services/search/lexicon';
import { searchQueryId } from '../../server/services/tracking/searchQueryId';
import { call } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

const NOW = Date.UTC(2026, 10, 20, 4, 0, 0);

describe.each(dialects())('search (SPEC §2.1) on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.2, now: () => NOW });
  });
  afterAll(() => t.close());

  const search = async (query: string, page = 1) => {
    const response = await call(t.app, 'GET', `/v3/shopping/search?query=${encodeURIComponent(query)}&page=${page}`);
    expect(response.statusCode).toBe(200);
    return SearchResult.parse(response.json().data);
  };
  const suggest = async (query: string) => SearchSuggestions.parse((await call(t.app, 'GET', `/v3/shopping/search/suggest?query=${encodeURIComponent(query)}`)).json().data);
  const categoryOf = async (id: number) => (await t.db.selectFrom('group_buys').innerJoin('categories', 'categories.id', 'group_buys.category_id')
    .select('categories.name').where('group_buys.id', '=', id).executeTakeFirstOrThrow()).name;

  it('finds 紙尿褲 for 尿布 through the synonym table, and marks the match in each title', async () => {
    const result = await search('尿布');
    expect(result.total).toBeGreaterThan(0);
    expect(await categoryOf(result.products[0].id)).toBe('紙尿褲');
    const first = result.products[0];
    const marks = result.highlights!.find((h) => h.id === first.id)!.ranges;
    expect(marks.map(([a, b]) => first.title.slice(a, b)).join()).toMatch(/紙尿褲|尿褲|尿布/);
  });

  it('answers a Simplified-Chinese query like the Traditional one', async () => {
    const simplified = await search('纸尿裤');
    const traditional = await search('紙尿褲');
    expect(simplified.total).toBe(traditional.total);
    expect(simplified.products.map((p) => p.id)).toEqual(traditional.products.map((p) => p.id));
  });

  it('needs every word of the query: 奶瓶 玻璃 gives glass bottles only', async () => {
    const result = await search('奶瓶 玻璃');
    expect(result.total).toBeGreaterThan(0);
    for (const p of result.products) expect(p.title).toContain('玻璃');
  });

  it('forgives a typo in a Latin brand name', async () => {
    const brand = await t.db.selectFrom('brands').select(['id', 'name']).where('name', 'like', '% %').orderBy('id').executeTakeFirstOrThrow();
    const word = brand.name.split(' ').sort((a, b) => b.length - a.length)[0];
    const typo = word.slice(0, -2) + word.at(-1) + word.at(-2);
    const result = await search(typo.toLowerCase());
    const firstBrand = await t.db.selectFrom('group_buys').select('brand_id').where('id', '=', result.products[0].id).executeTakeFirstOrThrow();
    expect((await t.db.selectFrom('brands').select('name').where('id', '=', firstBrand.brand_id).executeTakeFirstOrThrow()).name).toContain(word);
  });

  it('counts every match, pages by 20 and offers popular searches when nothing matches', async () => {
    const all = await search('寶寶');
    const second = await search('寶寶', 2);
    expect(all.products).toHaveLength(Math.min(20, all.total));
    expect(all.has_more).toBe(all.total > 20);
    expect(second.products.map((p) => p.id).some((id) => all.products.some((p) => p.id === id))).toBe(false);
    const nothing = await search('火星探測車');
    expect(nothing).toMatchObject({ total: 0, products: [], has_more: false });
    expect(nothing.suggestions!.length).toBeGreaterThan(0);
    expect(nothing.suggestions).toContain('紙尿褲');
  });

  it('lets clicks after the same search break ties', async () => {
    const before = await search('推車');
    const last = before.products.at(-1)!;
    const tied = before.products.filter((p) => p.id !== last.id);
    expect(tied.length).toBeGreaterThan(0);
    await t.db.insertInto('search_events').values(Array.from({ length: 3 }, () => ({
      kind: 'click' as const, query_id: searchQueryId('推車', 1), search_index: 'groupbuy', object_id: String(last.id), event: 'click',
      position: before.products.length, visitor_id: 'v-test', member_id: null, created_at: NOW,
    }))).execute();
    const after = await search('推車');
    expect(after.products.findIndex((p) => p.id === last.id)).toBeLessThan(before.products.length - 1);
  });

  it('reads a synonym a product owner adds, and re-indexes a renamed group-buy', async () => {
    expect((await search('小推推')).total).toBe(0);
    await t.db.insertInto('search_synonyms').values({ group_id: 900, term: '小推推', sort_order: 1 })
      .execute();
    await t.db.insertInto('search_synonyms').values({ group_id: 900, term: '推車', sort_order: 2 }).execute();
    forgetLexicon(t.db);
    expect((await search('小推推')).total).toBe((await search('推車')).total);
    const id = (await search('推車')).products[0].id;
    await t.db.updateTable('group_buys').set({ title: '月亮船搖搖椅' }).where('id', '=', id).execute();
    await indexGroupBuys(t.db, [id]);
    expect((await search('搖搖椅')).products.map((p) => p.id)).toEqual([id]);
  });

  it('folds Q&A and explore suggestions the same way: Simplified and synonyms find Traditional titles', async () => {
    const explore = (await call(t.app, 'GET', `/v1/explore/search/suggest?query=${encodeURIComponent('辅食')}`)).json().data.suggestions as { text: string }[];
    expect(explore.length).toBeGreaterThan(0);
    for (const s of explore) expect(s.text).toMatch(/副食品|寶寶粥|輔食|離乳食/);
    const qa = (await call(t.app, 'GET', `/v1/qa/search/suggest?query=${encodeURIComponent('纸尿裤')}`)).json().data.suggestions as { text: string }[];
    expect(qa.some((s) => s.text.includes('尿布'))).toBe(true);
  });

  it('suggests the brand, the synonym group and matching titles as you type', async () => {
    const typed = await suggest('尿布');
    expect(typed.suggestions[0]).toEqual({ text: '紙尿褲', kind: 'keyword' });
    expect(typed.suggestions.some((s) => s.kind === 'groupbuy' && s.text.includes('紙尿褲'))).toBe(true);
    const brand = await t.db.selectFrom('brands').select('name').where('name', 'like', '% %').orderBy('id').executeTakeFirstOrThrow();
    const start = await suggest(brand.name.slice(0, 3).toLowerCase());
    expect(start.suggestions.filter((s) => s.kind === 'brand').map((s) => s.text)).toContain(brand.name);
    expect((await suggest('纸尿')).suggestions.length).toBeGreaterThan(0);
  });
});
