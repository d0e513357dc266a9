import { call } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { seedStaff, staffCookies, testClock } from './staffHelpers';

type Option = { id: number; current_price: number; discount_price: number | null; original_price: number; stock: number; purchase_limit: number };

/** 商品管理 (issue 28): 營運 finds a product, changes its options' prices, stock and limits; the shop shows it; the audit log keeps it. */
describe.each(dialects())('營運 runs the products desk (%s)', (dialect) => {
  let t: TestApp;
  const clock = testClock(Date.now());
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, now: clock.now });
    await seedStaff(t.db, clock.now());
  }, 60_000);
  afterAll(() => t.close());

  /** An active product of an open group-buy, with priced options. */
  async function someProduct(skip = 0) {
    const row = await t.db.selectFrom('products').innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id')
      .select(['products.id', 'products.group_buy_id', 'products.title', 'group_buys.brand_id', 'group_buys.category_id'])
      .where('products.status', '=', 'active').where('group_buys.status', '=', 'open')
      .where('products.id', 'in', (eb) => eb.selectFrom('options').select('product_id').where('current_price', '>', 100))
      .orderBy('products.id').offset(skip).limit(1).executeTakeFirstOrThrow();
    return row;
  }
  const detail = async (id: number, cookies: Record<string, string>) => (await call(t.app, 'GET', `/admin/api/products/${id}`, { cookies })).json().data;
  const editOf = (d: { title: string; is_adult_only: boolean; options: Option[] }) => ({
    title: d.title, is_adult_only: d.is_adult_only,
    options: d.options.map(({ id, current_price, discount_price, original_price, stock, purchase_limit }) => ({ id, current_price, discount_price, original_price, stock, purchase_limit })),
  });
  const auditOf = (id: number) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'product').where('entity_id', '=', String(id)).orderBy('id').execute();

  it('lists products a page at a time, filtered by brand, category, words and low stock, sorted by the server', async () => {
    const p = await someProduct();
    const cookies = await staffCookies(t.app, 'operations', clock);
    const list = async (query: string) => (await call(t.app, 'GET', `/admin/api/products?${query}`, { cookies })).json().data;
    expect((await list(`q=${p.id}`)).rows.map((r: { id: number }) => r.id)).toEqual([p.id]);
    const byBrand = await list(`brand=${p.brand_id}&page_size=100`);
    expect(byBrand.rows.map((r: { id: number }) => r.id)).toContain(p.id);
    const parent = await t.db.selectFrom('categories').select('parent_id').where('id', '=', p.category_id).executeTakeFirstOrThrow();
    expect((await list(`category=${parent.parent_id}&q=${p.id}`)).total).toBe(1);
    expect((await list(`q=${encodeURIComponent(p.title.slice(0, 4))}`)).rows.length).toBeGreaterThan(0);
    const low = await list('low_stock=1&page_size=100');
    expect(low.total).toBeGreaterThan(0);
    expect(low.rows.every((r: { min_stock: number }) => r.min_stock <= 5)).toBe(true);
    const page = await list('sort=price&dir=desc&page=1&page_size=5');
    expect(page.rows).toHaveLength(5);
    const prices = page.rows.map((r: { price: number }) => r.price);
    expect(prices).toEqual([...prices].sort((x, y) => y - x));
    const filters = (await call(t.app, 'GET', '/admin/api/product-filters', { cookies })).json().data;
    expect(filters.brands.length).toBeGreaterThan(0);
    expect(filters.categories.map((c: { id: number }) => c.id)).toContain(p.category_id);
  });

  it('saves a new price, stock and limit: the product page and its card show them, the audit entry keeps before and after', async () => {
    const p = await someProduct(1);
    const cookies = await staffCookies(t.app, 'operations', clock);
    const before = await detail(p.id, cookies);
    const edit = editOf(before);
    const first = edit.options[0];
    Object.assign(first, { current_price: 88, discount_price: null, original_price: 199, stock: 7, purchase_limit: 2 });
    const saved = await call(t.app, 'PUT', `/admin/api/products/${p.id}`, { cookies, body: { ...edit, title: `${before.title} 新版` } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.options[0]).toEqual(expect.objectContaining({ current_price: 88, stock: 7, purchase_limit: 2 }));
    const shop = (await call(t.app, 'GET', `/v3/shopping/groupbuy/${p.group_buy_id}`)).json().data;
    const shown = shop.products.flatMap((x: { options: { id: number }[] }) => x.options).find((o: { id: number }) => o.id === first.id);
    expect(shown).toEqual(expect.objectContaining({ purchase_limit: 2, price: expect.objectContaining({ current_price: 88, original_price: 199 }) }));
    expect(shop.price).toBe(88);
    expect(shop.products.find((x: { id: number }) => x.id === p.id).title).toBe(`${before.title} 新版`);
    const [entry] = await auditOf(p.id);
    expect(entry).toEqual(expect.objectContaining({ action: 'product.update' }));
    expect(JSON.parse(entry.after_json!)).toEqual({ title: `${before.title} 新版`, options: [expect.objectContaining({ id: first.id, current_price: 88, stock: 7, purchase_limit: 2 })] });
    expect(JSON.parse(entry.before_json!)).toEqual(expect.objectContaining({ title: before.title, options: [expect.objectContaining({ id: first.id, stock: before.options[0].stock })] }));
  });

  it('refuses a price above its 原價, a negative stock and a limit out of range next to each field, and changes nothing', async () => {
    const p = await someProduct(2);
    const cookies = await staffCookies(t.app, 'operations', clock);
    const before = await detail(p.id, cookies);
    const edit = editOf(before);
    Object.assign(edit.options[0], { current_price: edit.options[0].original_price + 1, stock: -1, purchase_limit: 100 });
    const refused = await call(t.app, 'PUT', `/admin/api/products/${p.id}`, { cookies, body: { ...edit, title: ' ' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      title: '請輸入商品名稱（200 字以內）', 'options.0.current_price': '售價不能高於原價',
      'options.0.stock': '庫存須為 0 到 100,000 的整數', 'options.0.purchase_limit': '限購須為 0 到 99 的整數（0 表示暫停販售）',
    });
    expect(await detail(p.id, cookies)).toEqual(before);
    expect(await auditOf(p.id)).toEqual([]);
  });

  it('turns the 18 禁 flag of the group-buy on, and answers 404 for a product that does not exist and 409 for an option of another product', async () => {
    const p = await someProduct(3);
    const other = await someProduct(40);
    const cookies = await staffCookies(t.app, 'admin', clock);
    const edit = editOf(await detail(p.id, cookies));
    const flagged = await call(t.app, 'PUT', `/admin/api/products/${p.id}`, { cookies, body: { ...edit, is_adult_only: !edit.is_adult_only } });
    expect(flagged.json().data.is_adult_only).toBe(!edit.is_adult_only);
    expect((await call(t.app, 'GET', `/v3/shopping/groupbuy/${p.group_buy_id}`)).json().data.is_adult_only).toBe(!edit.is_adult_only);
    expect((await call(t.app, 'PUT', '/admin/api/products/999999', { cookies, body: edit })).statusCode).toBe(404);
    const foreign = editOf(await detail(other.id, cookies)).options[0];
    const stale = await call(t.app, 'PUT', `/admin/api/products/${p.id}`, { cookies, body: { ...edit, options: [foreign] } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('這個商品的規格已變動，請重新整理後再修改');
  });
});
