import { BrandGroupBuys, BrandPage, CategoryPage, CurationPage, EventBranches, EventPage, ReviewList } from '../../contract/catalogPages';
import { call } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

describe.each(dialects())('catalog pages API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.1 });
  });
  afterAll(() => t.close());

  const data = async (url: string) => {
    const response = await call(t.app, 'GET', url);
    expect(response.statusCode).toBe(200);
    return response.json().data as unknown;
  };
  const status = async (url: string) => (await call(t.app, 'GET', url)).statusCode;

  it('serves a curation with its group-buys in the editors order', async () => {
    const page = CurationPage.parse(await data('/v3/shopping/curation/newborn-checklist'));
    expect(page).toMatchObject({ title: '新生兒必備清單', list: { page: 1 } });
    const items = await t.db.selectFrom('curation_items').innerJoin('group_buys', 'group_buys.id', 'curation_items.group_buy_id')
      .select('group_buy_id').where('curation_id', '=', page.id).where('status', '=', 'open').orderBy('sort_order').execute();
    expect(page.list.products.map((p) => p.id)).toEqual(items.map((i) => i.group_buy_id).slice(0, 20));
  });

  it('serves a main category with its sub-category chips and the group-buys of the whole tree', async () => {
    const page = CategoryPage.parse(await data('/v3/shopping/category/1'));
    expect(page).toMatchObject({ level: 1, name: '包屁衣・連身衣', branch: { path: 'fashion', name: '嬰幼服飾' }, sub: null, main: { id: 1 } });
    expect(page.chips.map((c) => c.name)).toEqual(['短袖包屁衣', '長袖連身衣']);
    const rows = await t.db.selectFrom('group_buys').select('category_id').where('id', 'in', page.list.products.map((p) => p.id)).execute();
    for (const row of rows) expect([1, 2, 3]).toContain(row.category_id);
  });

  it('serves a sub category with the breadcrumb branch › main › sub', async () => {
    const page = CategoryPage.parse(await data('/v3/shopping/category/3'));
    expect(page).toMatchObject({ level: 2, main: { id: 1, name: '包屁衣・連身衣' }, sub: { id: 3, name: '長袖連身衣' } });
    expect(page.chips.map((c) => c.id)).toEqual([2, 3]);
  });

  it('serves a brand with its categories, newest group-buys and rating', async () => {
    const page = BrandPage.parse(await data('/v3/shopping/brand/1'));
    expect(page.brand).toMatchObject({ id: 1, country: expect.any(String) });
    const total = page.categories.reduce((sum, c) => sum + c.count, 0);
    const open = await t.db.selectFrom('group_buys').select('id').where('brand_id', '=', 1).where('status', '=', 'open').execute();
    expect(total).toBe(open.length);
    expect(page.newest.length).toBe(Math.min(10, open.length));
    if (page.rating.count > 0) expect(page.rating.average).toBeGreaterThanOrEqual(1);
  });

  it('pages a brand’s group-buys and narrows them to a category path', async () => {
    const brand = BrandPage.parse(await data('/v3/shopping/brand/1'));
    const all = BrandGroupBuys.parse(await data('/v3/shopping/brand/1/groupbuys'));
    expect(all).toMatchObject({ category: null, list: { page: 1 } });
    const category = brand.categories[0];
    const narrowed = BrandGroupBuys.parse(await data(`/v3/shopping/brand/1/groupbuys?category=${category.path}`));
    expect(narrowed.category).toMatchObject({ path: category.path, name: category.name });
    expect(narrowed.list.products).toHaveLength(Math.min(20, category.count));
    expect(await status('/v3/shopping/brand/1/groupbuys?category=fashion/nowhere')).toBe(404);
    expect(await status('/v3/shopping/brand/1/groupbuys?category=..%2Fetc')).toBe(400);
  });

  it('lists reviews of a group-buy, an item and a brand with masked nicknames and Taipei-agnostic times', async () => {
    const review = await t.db.selectFrom('reviews').select(['group_buy_id', 'product_id']).orderBy('id').executeTakeFirstOrThrow();
    const gb = ReviewList.parse(await data(`/v3/shopping/reviews?groupbuy=${review.group_buy_id}`));
    expect(gb.subject).toMatchObject({ kind: 'groupbuy', id: review.group_buy_id, url: `/groupbuy/${review.group_buy_id}` });
    expect(gb.rating.count).toBe(gb.reviews.length);
    for (const r of gb.reviews) expect(r.nickname).toMatch(/\*+$/);
    const item = ReviewList.parse(await data(`/v3/shopping/reviews?item=${review.product_id}`));
    expect(item.subject).toMatchObject({ kind: 'item', url: `/market/${review.product_id}` });
    const brand = ReviewList.parse(await data('/v3/shopping/reviews?brand=1'));
    expect(brand.reviews.length).toBeLessThanOrEqual(10);
    const dates = brand.reviews.map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('pages reviews ten at a time', async () => {
    const busiest = await t.db.selectFrom('reviews').innerJoin('group_buys', 'group_buys.id', 'reviews.group_buy_id')
      .select(['group_buys.brand_id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('group_buys.brand_id')
      .orderBy('n', 'desc').executeTakeFirstOrThrow();
    const page1 = ReviewList.parse(await data(`/v3/shopping/reviews?brand=${busiest.brand_id}`));
    const page2 = ReviewList.parse(await data(`/v3/shopping/reviews?brand=${busiest.brand_id}&page=2`));
    expect(page1.has_more).toBe(Number(busiest.n) > 10);
    expect(page2.reviews.map((r) => r.id)).not.toContain(page1.reviews[0].id);
  });

  it('serves an event with its group-buys, and grouped by branch', async () => {
    const page = EventPage.parse(await data('/v3/shopping/event/double-11'));
    expect(page.event).toMatchObject({ title: '雙11 寶寶節', path: 'double-11' });
    expect(page.list.products.length).toBeGreaterThan(0);
    const grouped = EventBranches.parse(await data('/v3/shopping/event/double-11/branches'));
    expect(grouped.sections.length).toBeGreaterThan(0);
    for (const s of grouped.sections) expect(s.products.length).toBe(Math.min(8, s.total));
  });

  it('answers 404 GEN_000002 for unknown ids and paths and 400 for malformed input', async () => {
    for (const url of ['/v3/shopping/curation/nowhere', '/v3/shopping/category/99999', '/v3/shopping/brand/99999',
      '/v3/shopping/brand/99999/groupbuys', '/v3/shopping/reviews?groupbuy=99999', '/v3/shopping/event/nowhere',
      '/v3/shopping/event/nowhere/branches']) {
      const response = await call(t.app, 'GET', url);
      expect([url, response.statusCode, response.json()]).toEqual([url, 404, { error_code: 'GEN_000002', message: '找不到資源' }]);
    }
    for (const url of ['/v3/shopping/category/abc', '/v3/shopping/brand/1.5', '/v3/shopping/curation/NO%20PE',
      '/v3/shopping/reviews', '/v3/shopping/reviews?groupbuy=1&brand=1', '/v3/shopping/event/double-11?page=0']) {
      const response = await call(t.app, 'GET', url);
      expect([url, response.statusCode, response.json().error_code]).toEqual([url, 400, 'GEN_000400']);
    }
    expect((await call(t.app, 'GET', '/v3/shopping/reviews')).json().message).toBe('請指定一個要查看評價的團購、品牌或商品');
  });
});
