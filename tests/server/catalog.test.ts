import { GroupList, MallMenu } from '../../contract/catalog';
import { call } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

describe.each(dialects())('catalog API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.1 });
  });
  afterAll(() => t.close());

  const list = async (path: string) => {
    const response = await call(t.app, 'GET', path);
    expect(response.statusCode).toBe(200);
    const [first, ...others] = response.json().data;
    expect(others).toEqual([]);
    return GroupList.parse(first);
  };

  it('lists the mall branches in order', async () => {
    const menu = MallMenu.parse((await call(t.app, 'GET', '/resource/mall/all')).json().data);
    expect(menu.branches.length).toBeGreaterThanOrEqual(8);
    expect(menu.branches[0]).toEqual({ id: 1, path: 'fashion', name: '嬰幼服飾', icon: 'shirt', color: expect.stringMatching(/^#/) });
  });

  it('pages the newest group-buys of every branch, 20 at a time', async () => {
    const page1 = await list('/v3/shopping/mall/all/groupbuy/newest');
    const page2 = await list('/v3/shopping/mall/all/groupbuy/newest?page=2');
    expect(page1).toMatchObject({ type: 'newest', title: '最新團購', page: 1, has_more: true });
    expect(page1.products).toHaveLength(20);
    expect(page2.page).toBe(2);
    const ids = [...page1.products, ...page2.products].map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(page1.products[0]).toMatchObject({ url: `/groupbuy/${page1.products[0].id}`, images: { medium: `/images/gb/${page1.products[0].id}.svg` } });
  });

  it('orders hot lists by popularity and keeps discount lists to discounted group-buys', async () => {
    const hot = await list('/v3/shopping/mall/all/groupbuy/hot');
    const rows = await t.db.selectFrom('group_buys').select(['id', 'hot_score']).where('id', 'in', hot.products.map((p) => p.id)).execute();
    const scores = hot.products.map((p) => rows.find((r) => r.id === p.id)!.hot_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const discount = await list('/v3/shopping/mall/all/groupbuy/discount');
    for (const p of discount.products) expect(p.original_price!).toBeGreaterThan(p.price!);
  });

  it('narrows to one branch and names it in the title', async () => {
    const fashion = await list('/v3/shopping/mall/fashion/groupbuy/newest');
    expect(fashion.title).toBe('嬰幼服飾・最新團購');
    const branchIds = await t.db.selectFrom('group_buys').select('branch_id').where('id', 'in', fashion.products.map((p) => p.id)).execute();
    expect(new Set(branchIds.map((r) => r.branch_id))).toEqual(new Set([1]));
  });

  it('shows pinned group-buys first on page 1 only', async () => {
    const plain = await list('/v3/shopping/mall/all/groupbuy/newest');
    const last = plain.products[19].id;
    const pinned = await list(`/v3/shopping/mall/all/groupbuy/newest?pinned_gb_ids=${last},999999`);
    expect(pinned.products[0].id).toBe(last);
    expect(pinned.products.filter((p) => p.id === last)).toHaveLength(1);
    const page2 = await list(`/v3/shopping/mall/all/groupbuy/newest?page=2&pinned_gb_ids=${last}`);
    expect(page2.products.map((p) => p.id)).not.toContain(last);
  });

  it('includes the price-less and adult-only cases the cards must handle', async () => {
    const all = [];
    for (let page = 1; page <= 3; page++) all.push(...(await list(`/v3/shopping/mall/all/groupbuy/newest?page=${page}`)).products);
    expect(all.some((p) => p.price === null)).toBe(true);
    expect(all.some((p) => p.is_adult_only)).toBe(true);
    expect(all.some((p) => p.like_count === 0)).toBe(true);
  });

  it('answers 404 for an unknown branch and 400 for a bad page or type', async () => {
    expect((await call(t.app, 'GET', '/v3/shopping/mall/nowhere/groupbuy/newest')).json()).toEqual({ error_code: 'GEN_000002', message: '找不到資源' });
    const badPage = await call(t.app, 'GET', '/v3/shopping/mall/all/groupbuy/newest?page=0');
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json()).toMatchObject({ error_code: 'GEN_000400', fields: { page: '頁碼必須是 1 以上的整數' } });
    expect((await call(t.app, 'GET', '/v3/shopping/mall/all/groupbuy/cheapest')).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/v3/shopping/mall/all/groupbuy/newest?pinned_gb_ids=1;drop')).statusCode).toBe(400);
  });

  it('serves generated images with a year of caching', async () => {
    const gb = await t.app.inject({ method: 'GET', url: '/images/gb/1.svg' });
    expect(gb.statusCode).toBe(200);
    expect(gb.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(gb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gb.body).toMatch(/^<svg[^>]+viewBox="0 0 600 600"/);
    const branch = await t.app.inject({ method: 'GET', url: '/images/branch/fashion.svg' });
    expect(branch.body).toContain('嬰幼服飾');
    const og = await t.app.inject({ method: 'GET', url: '/images/og-default.png' });
    expect(og.headers['content-type']).toBe('image/png');
    expect(og.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(og.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(og.rawPayload.readUInt32BE(20)).toBe(630);
    expect((await t.app.inject({ method: 'GET', url: '/images/gb/999999.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/images/gb/..%2Fetc.svg' })).statusCode).toBe(400);
  });

  it('serves the footer QR code that leads to the app page', async () => {
    const qr = await t.app.inject({ method: 'GET', url: '/images/app-qr.svg' });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(qr.body).toMatch(/^<svg[^>]+viewBox=/);
  });
});
