import { GroupList } from '../../contract/catalog';
import { BranchData, BranchSection, FloorList, MallCategoryMenu, MallFilterOptions, MallHome, SearchResult, SearchSuggestions } from '../../contract/mall';
import { call } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

describe.each(dialects())('browse API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.1 });
  });
  afterAll(() => t.close());

  const get = async (path: string, status = 200) => {
    const response = await call(t.app, 'GET', path);
    expect(response.statusCode).toBe(status);
    return response.json();
  };
  const list = async (path: string) => GroupList.parse((await get(path)).data[0]);
  const rowsOf = (ids: number[]) => t.db.selectFrom('group_buys').selectAll().where('id', 'in', ids.concat(-1)).execute();

  it('gives the mall menu with the home sections and every floor', async () => {
    const home = MallHome.parse((await get('/resource/mall/all')).data);
    expect(home.branches[0].path).toBe('fashion');
    expect(home.section_ids).toEqual([1, 2, 3]);
    expect(home.floors.length).toBe(home.branches.length * 2);
  });

  it('gives a branch with its category tree, floors and sections; 404 for an unknown one', async () => {
    const fashion = BranchData.parse((await get('/resource/mall/fashion')).data);
    expect(fashion.branch.name).toBe('嬰幼服飾');
    expect(fashion.categories.map((c) => c.slug)).toEqual(['bodysuits', 'tops-bottoms', 'accessories']);
    expect(fashion.categories[0].children[0]).toMatchObject({ slug: 'short-sleeve', path: 'fashion/bodysuits/short-sleeve', children: [] });
    expect(fashion.floors.map((f) => f.path)).toEqual(['fashion-new', 'fashion-hot']);
    expect(fashion.section_ids).toHaveLength(2);
    expect((await get('/resource/mall/nowhere', 404)).error_code).toBe('GEN_000002');
    expect((await get('/resource/mall/..%2Fetc', 400)).error_code).toBe('GEN_000400');
    const menu = MallCategoryMenu.parse((await get('/resource/mall-menu')).data);
    expect(menu.branches.every((b) => b.categories.length > 0)).toBe(true);
  });

  it('gives a branch section with its open group-buys', async () => {
    const section = BranchSection.parse((await get('/api/v2/branch-sections/1')).data);
    expect(section).toMatchObject({ title: '新生兒必備', branch_path: null, more_path: '/mall/all?age=0-6m' });
    expect(section.products.length).toBeGreaterThan(0);
    expect(section.products.every((p) => !p.is_adult_only)).toBe(true);
    await get('/api/v2/branch-sections/9999', 404);
    await get('/api/v2/branch-sections/abc', 400);
  });

  it('offers the filter values with zh-TW labels for the whole mall, a branch and a main category', async () => {
    const all = MallFilterOptions.parse((await get('/v3/shopping/mall/filter')).data);
    expect(all.age.map((a) => a.label)).toEqual(['0-6 個月', '6-12 個月', '1-2 歲', '2-3 歲', '3 歲以上']);
    expect(all.sort[0]).toEqual({ value: 'hot', label: '熱銷' });
    expect(all.mall[0]).toEqual({ value: 'fashion', label: '嬰幼服飾' });
    const fashion = MallFilterOptions.parse((await get('/v3/shopping/mall/filter?branch=fashion')).data);
    expect(fashion.mall.map((m) => m.value)).toEqual(['bodysuits', 'tops-bottoms', 'accessories']);
    const bodysuits = MallFilterOptions.parse((await get('/v3/shopping/mall/filter?branch=fashion&category=bodysuits')).data);
    expect(bodysuits.mall.map((m) => m.value)).toEqual(['short-sleeve', 'rompers']);
    await get('/v3/shopping/mall/filter?branch=nowhere', 404);
  });

  it('narrows a branch by sub-mall and age and sorts by price, nulls last', async () => {
    const result = await list('/v3/shopping/mall/fashion/groupbuy/hot?mall=bodysuits&age=0-6m,6-12m&sort=price_asc');
    expect(result.products.length).toBeGreaterThan(0);
    const rows = await rowsOf(result.products.map((p) => p.id));
    const bodysuitSubs = await t.db.selectFrom('categories').select('id').where('path', 'like', 'fashion/bodysuits/%').execute();
    expect(rows.every((r) => bodysuitSubs.some((c) => c.id === r.category_id))).toBe(true);
    const ages = await t.db.selectFrom('group_buy_ages').selectAll().where('group_buy_id', 'in', rows.map((r) => r.id)).execute();
    for (const row of rows) expect(ages.some((a) => a.group_buy_id === row.id && ['0-6m', '6-12m'].includes(a.age))).toBe(true);
    const prices = result.products.map((p) => p.price ?? Number.MAX_SAFE_INTEGER);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('counts the filtered list over every page (the result count above the list)', async () => {
    const path = '/v3/shopping/mall/all/groupbuy/hot?age=0-6m';
    const first = await list(path);
    let seen = first.products.length;
    for (let page = 2, more = first.has_more; more; page++) {
      const next = await list(`${path}&page=${page}`);
      seen += next.products.length;
      more = next.has_more;
    }
    expect(first.total).toBe(seen);
    const narrower = await list('/v3/shopping/mall/fashion/groupbuy/hot?age=0-6m&mall=bodysuits');
    expect(narrower.total).toBeLessThanOrEqual(first.total!);
  });

  it('filters the whole mall by branch and keeps the plain list untouched', async () => {
    const feeding = await list('/v3/shopping/mall/all/groupbuy/newest?mall=feeding&sort=newest');
    const rows = await rowsOf(feeding.products.map((p) => p.id));
    expect(new Set(rows.map((r) => r.branch_id))).toEqual(new Set([2]));
    const plain = await list('/v3/shopping/mall/all/groupbuy/newest');
    expect(plain.title).toBe('最新團購');
  });

  it('serves the SEO path variant for a main category', async () => {
    const result = await list('/v3/shopping/mall/fashion/category/bodysuits/groupbuy/newest?mall=rompers');
    expect(result.title).toBe('包屁衣・連身衣・最新團購');
    await get('/v3/shopping/mall/fashion/category/nothing/groupbuy/newest', 404);
  });

  it('refuses unknown filter values with 400 and changes nothing', async () => {
    for (const query of ['age=99y', 'sort=cheapest', 'mall=bottles', 'mall=%27%3Bdrop']) {
      const body = await get(`/v3/shopping/mall/fashion/groupbuy/hot?${query}`, 400);
      expect(body).toMatchObject({ error_code: 'GEN_000400', message: expect.any(String) });
    }
  });

  it('lists a floor and the featured lists; unknown ones are 404 or 400', async () => {
    const floor = FloorList.parse((await get('/v3/shopping/floor/fashion-hot')).data);
    expect(floor.floor).toEqual({ path: 'fashion-hot', title: '嬰幼服飾・人氣熱銷', branch_path: 'fashion', branch_name: '嬰幼服飾' });
    await get('/v3/shopping/floor/nowhere', 404);
    const featured = GroupList.parse((await get('/v3/shopping/featured/discount')).data);
    expect(featured.title).toBe('限時折扣');
    for (const p of featured.products) expect(p.original_price!).toBeGreaterThan(p.price!);
    await get('/v3/shopping/featured/cheapest', 400);
  });

  it('searches titles and brand names, case-insensitively, with wildcards taken literally', async () => {
    const brand = await t.db.selectFrom('brands').select('name').where('name', 'like', '% %').executeTakeFirstOrThrow();
    const result = SearchResult.parse((await get(`/v3/shopping/search?query=${encodeURIComponent(brand.name.toUpperCase())}`)).data);
    expect(result.total).toBeGreaterThanOrEqual(result.products.length);
    const nothing = SearchResult.parse((await get('/v3/shopping/search?query=%25')).data);
    expect(nothing).toMatchObject({ total: 0, products: [], has_more: false });
    await get('/v3/shopping/search?query=', 400);
    await get(`/v3/shopping/search?query=${'長'.repeat(51)}`, 400);
  });

  it('suggests at most 8 brand names and titles, those with the words themselves first (synonyms: tests/server/search.test.ts)', async () => {
    const body = SearchSuggestions.parse((await get(`/v3/shopping/search/suggest?query=${encodeURIComponent('包屁衣')}`)).data);
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(8);
    expect(body.suggestions[0].text).toContain('包屁衣');
    await get('/v3/shopping/search/suggest?query=%20', 400);
  });
});
