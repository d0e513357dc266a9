import { call } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { newMembers } from '../checkout/fixtures';
import { createDealAs, dealBody, sourceOptions, taipeiText } from './dealFixtures';
import { seedStaff, staffCookies, testClock } from './staffHelpers';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const MINUTE = 60_000;

/** 團購管理 (issue 28): 營運 creates a deal the shop lists at once, reschedules it, ends it early; bad input changes nothing. */
describe.each(dialects())('營運 runs the group-buy desk (%s)', (dialect) => {
  let t: TestApp;
  // Behind the wall clock: the cart's GET reads Date.now(), so a deal ended at the suite's now has ended for it too.
  const clock = testClock(Math.floor(Date.now() / MINUTE) * MINUTE - 2 * HOUR);
  let source: Awaited<ReturnType<typeof sourceOptions>>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, now: clock.now });
    await seedStaff(t.db, clock.now());
    source = await sourceOptions(t.db);
  }, 60_000);
  afterAll(() => t.close());

  const countDeals = async () => Number((await t.db.selectFrom('group_buys').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const auditOf = (id: number) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'group_buy').where('entity_id', '=', String(id)).orderBy('id').execute();
  const search = async (query: string) => (await call(t.app, 'GET', `/v3/shopping/search?query=${encodeURIComponent(query)}`)).json();

  it('creates a deal starting now: its products at the group price, its page, search and audit entry at once', async () => {
    const cookies = await staffCookies(t.app, 'operations', clock);
    const body = dealBody(source, { start: clock.now(), end: clock.now() + 7 * DAY }, { title: '測試團購 星空奶嘴組' });
    const made = await createDealAs(t.app, cookies, body);
    expect(made.statusCode).toBe(201);
    const deal = made.json().data;
    expect(deal).toMatchObject({ phase: 'live', phase_label: '開團中' });
    const page = (await call(t.app, 'GET', `/v3/shopping/groupbuy/${deal.id}`)).json().data;
    const prices = page.products.flatMap((p: { options: { price: { current_price: number } }[] }) => p.options.map((o) => o.price.current_price));
    expect(prices.sort()).toEqual(body.lines.map((l) => l.price).sort());
    expect(page).toMatchObject({ title: '測試團購 星空奶嘴組', price: Math.min(...body.lines.map((l) => l.price)), status: 'open' });
    expect(JSON.stringify(await search('星空奶嘴組'))).toContain(`"id":${deal.id}`);
    const branch = await t.db.selectFrom('branches').select('path').where('id', '=', source.branchId).executeTakeFirstOrThrow();
    const newest = (await call(t.app, 'GET', `/v3/shopping/mall/${branch.path}/groupbuy/newest`)).json();
    expect(JSON.stringify(newest)).toContain(`"id":${deal.id}`);
    const [entry] = await auditOf(deal.id);
    expect(entry).toMatchObject({ action: 'group_buy.create', before_json: null });
    expect(JSON.parse(entry.after_json!)).toMatchObject({ title: '測試團購 星空奶嘴組', branch_id: source.branchId });
    const listed = (await call(t.app, 'GET', `/admin/api/group-buys?text=${encodeURIComponent('星空奶嘴組')}&phase=live&branch_id=${source.branchId}`, { cookies })).json().data;
    expect(listed.rows).toEqual([expect.objectContaining({ id: deal.id, phase_label: '開團中', product_count: 1, preview: true })]);
    expect(listed.branches.length).toBeGreaterThan(0);
  });

  it('refuses a group price above 原價, an end before the start, no products, each next to its field; nothing is written', async () => {
    const cookies = await staffCookies(t.app, 'admin', clock);
    const before = await countDeals();
    const window = { start: clock.now() + DAY, end: clock.now() + 2 * DAY };
    const [first] = source.options;
    const dear = await createDealAs(t.app, cookies, dealBody(source, window, { lines: [{ option_id: first.id, price: first.original + 1, stock: 5 }] }));
    expect(dear.statusCode).toBe(400);
    expect(dear.json().fields).toEqual({ 'lines.0.price': `團購價不可高於原價 NT$${first.original}` });
    const backwards = await createDealAs(t.app, cookies, dealBody(source, { start: window.end, end: window.start }));
    expect(backwards.json().fields).toEqual({ ends_at: '結束時間須晚於開始時間' });
    const empty = await createDealAs(t.app, cookies, dealBody(source, window, { lines: [], title: ' ', starts_at: '2026/11/28 09:00' }));
    expect(empty.json().fields).toEqual({ lines: '請至少加入一項商品', title: '請輸入團購名稱（200 字以內）', starts_at: '請輸入台灣時間，格式 YYYY-MM-DD HH:mm' });
    const twice = await createDealAs(t.app, cookies, dealBody(source, window, { lines: [{ option_id: first.id, price: 1, stock: 1 }, { option_id: first.id, price: 1, stock: 1 }] }));
    expect(twice.json().fields).toEqual({ 'lines.1.option_id': '同一規格只能加入一次' });
    expect(await countDeals()).toBe(before);
  });

  it('a deal with its preview is listed as 即將開團; without it, hidden until the opening job lists it', async () => {
    const cookies = await staffCookies(t.app, 'operations', clock);
    const start = clock.now() + 2 * HOUR;
    const shown = (await createDealAs(t.app, cookies, dealBody(source, { start, end: start + DAY }, { title: '預告團 月亮圍兜' }))).json().data;
    expect(shown.phase_label).toBe('即將開團');
    expect(JSON.stringify(await search('月亮圍兜'))).toContain(`"id":${shown.id}`);
    const hidden = (await createDealAs(t.app, cookies, dealBody(source, { start, end: start + DAY }, { title: '隱藏團 太陽圍兜', preview: false }))).json().data;
    expect(hidden.phase_label).toBe('即將開團');
    expect(JSON.stringify(await search('太陽圍兜'))).not.toContain(`"id":${hidden.id}`);
    const { openDueDeals } = await import('../../../server/services/admin/dealSchedule');
    expect(await openDueDeals(t.db, clock.now())).toBe(0);
    expect(await openDueDeals(t.db, start)).toBe(1);
    expect(JSON.stringify(await search('太陽圍兜'))).toContain(`"id":${hidden.id}`);
  });

  it('reschedules a deal not yet ended, audited with before and after; an open deal cannot be put back to 即將開團', async () => {
    const cookies = await staffCookies(t.app, 'operations', clock);
    const start = clock.now() + DAY;
    const deal = (await createDealAs(t.app, cookies, dealBody(source, { start, end: start + DAY }))).json().data;
    const moved = await call(t.app, 'POST', `/admin/api/group-buys/${deal.id}/schedule`, { cookies, body: { starts_at: taipeiText(start + HOUR), ends_at: taipeiText(start + 3 * DAY) } });
    expect(moved.json().data).toMatchObject({ starts_at: start + HOUR, ends_at: start + 3 * DAY, phase_label: '即將開團' });
    const [, entry] = await auditOf(deal.id);
    expect(entry).toMatchObject({ action: 'group_buy.reschedule' });
    expect(JSON.parse(entry.before_json!)).toEqual({ starts_at: start, ends_at: start + DAY });
    const live = (await createDealAs(t.app, cookies, dealBody(source, { start: clock.now(), end: clock.now() + DAY }))).json().data;
    const later = await call(t.app, 'POST', `/admin/api/group-buys/${live.id}/schedule`, { cookies, body: { starts_at: taipeiText(start), ends_at: taipeiText(start + DAY) } });
    expect(later.statusCode).toBe(400);
    expect(later.json().fields).toEqual({ starts_at: '已開團的團購不能延後開團時間' });
    expect((await call(t.app, 'POST', '/admin/api/group-buys/99999999/schedule', { cookies, body: { starts_at: taipeiText(start), ends_at: taipeiText(start + DAY) } })).statusCode).toBe(404);
  });

  it('ends a deal early: the shop shows it ended, a cart cannot take it, a second end is refused; audited', async () => {
    const cookies = await staffCookies(t.app, 'operations', clock);
    const deal = (await createDealAs(t.app, cookies, dealBody(source, { start: clock.now(), end: clock.now() + 7 * DAY }))).json().data;
    const option = (await t.db.selectFrom('options').innerJoin('products', 'products.id', 'options.product_id').select('options.id')
      .where('products.group_buy_id', '=', deal.id).executeTakeFirstOrThrow()).id;
    const [member] = await newMembers(t.db, 1, `deal-end-${dialect}-`);
    expect((await call(t.app, 'POST', '/v3/shoppingcart', { headers: member, body: { item_id: option, number: 1 } })).statusCode).toBe(200);
    clock.advance(MINUTE);
    const ended = await call(t.app, 'POST', `/admin/api/group-buys/${deal.id}/end`, { cookies });
    expect(ended.json().data).toMatchObject({ id: deal.id, phase_label: '已結束', ends_at: clock.now() });
    expect((await call(t.app, 'GET', `/v3/shopping/groupbuy/${deal.id}`)).json().data.ends_at).toBe(clock.now());
    const again = await call(t.app, 'POST', '/v3/shoppingcart', { headers: member, body: { item_id: option, number: 1 } });
    expect(again.json().error_code).toBe('CART_GROUPBUY_ENDED');
    const cart = (await call(t.app, 'GET', '/v2/shoppingcart', { headers: member })).json().data;
    expect(cart.unavailable).toEqual([expect.objectContaining({ option_id: option, status: 'ended' })]);
    const twice = await call(t.app, 'POST', `/admin/api/group-buys/${deal.id}/end`, { cookies });
    expect([twice.statusCode, twice.json().message]).toEqual([409, '這個團購已結束']);
    expect((await auditOf(deal.id)).map((e) => e.action)).toEqual(['group_buy.create', 'group_buy.end']);
    const listed = (await call(t.app, 'GET', `/admin/api/group-buys?phase=ended&text=${deal.id}`, { cookies })).json().data;
    expect(listed.rows.map((r: { id: number }) => r.id)).toEqual([deal.id]);
  });

  it('lists a page at a time, sorted by the server; the product picker offers a branch options with their 原價', async () => {
    const cookies = await staffCookies(t.app, 'admin', clock);
    const page = (await call(t.app, 'GET', '/admin/api/group-buys?sort=starts_at&dir=asc&page=1&page_size=5', { cookies })).json().data;
    expect(page.rows).toHaveLength(5);
    const starts = page.rows.map((r: { starts_at: number }) => r.starts_at);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const picks = (await call(t.app, 'GET', `/admin/api/group-buys/options?branch_id=${source.branchId}`, { cookies })).json().data.rows;
    expect(picks.length).toBeGreaterThan(0);
    expect(picks[0]).toEqual(expect.objectContaining({ original_price: expect.any(Number), product_title: expect.any(String) }));
    const bad = await call(t.app, 'GET', '/admin/api/group-buys?phase=soon', { cookies });
    expect(bad.statusCode).toBe(400);
  });
});
