import { CartPricingBody, CheckoutBody, CouponListBody } from '../../contract/checkout';
import { call } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';
import { newMembers, optionOnSale, readyCheckout } from './checkout/fixtures';

const DAY = 86_400_000;

describe.each(dialects())('the cart and the checkout on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, config: { demoMode: true } });
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  it('lists the cart with its promotion named and saved, shipping, and an ended line left out with its reason', async () => {
    const [amy] = await newMembers(t.db, 1, `cart-${dialect}-`);
    const deal = await optionOnSale(t.db, { stock: 9, limit: 9, price: 600, skip: 12 });
    await t.db.insertInto('group_buy_promotions').values({ group_buy_id: deal.groupBuyId, kind: 'amount_off', threshold: 1000, amount: 100, percent: 0 }).execute();
    const ended = await optionOnSale(t.db, { stock: 9, limit: 9, skip: 40 });
    await call(t.app, 'POST', '/v3/shoppingcart', { headers: amy, body: { item_id: deal.optionId, number: 2 } });
    await call(t.app, 'POST', '/v3/shoppingcart', { headers: amy, body: { item_id: ended.optionId, number: 1 } });
    await t.db.updateTable('group_buys').set({ ends_at: Date.now() - DAY }).where('id', '=', ended.groupBuyId).execute();
    const cart = (await call(t.app, 'GET', '/v2/shoppingcart', { headers: amy })).json().data;
    expect(cart.lines).toHaveLength(2);
    expect(cart.groups).toEqual([expect.objectContaining({ group_buy_id: deal.groupBuyId, subtotal: 1200, discounts: [{ label: '滿1,000折100', saved: 100 }], total: 1100, shipping_fee: 100, missing_for_free_shipping: 3900 })]);
    expect(cart.summary).toMatchObject({ goods: 1200, promotion_discount: 100, shipping_fee: 100, total: 1200 });
    expect(cart.total).toBe(1200);
    expect(CartPricingBody.safeParse(cart).success).toBe(true);
    expect(cart.unavailable).toEqual([{ option_id: ended.optionId, status: 'ended', reason: '團購已結束' }]);
  });

  it('never spends credit past its expiry, even before 我的購物金 writes it off', async () => {
    const [amy] = await newMembers(t.db, 1, `credit-${dialect}-`);
    const member = await t.db.selectFrom('members').select('id').where('email', '=', `credit-${dialect}-0@example.com`).executeTakeFirstOrThrow();
    await t.db.insertInto('credit_ledger').values([
      { member_id: member.id, amount: 300, reason: 'welcome', order_id: null, created_at: Date.now() - 40 * DAY, expires_at: Date.now() - DAY },
      { member_id: member.id, amount: 120, reason: 'review', order_id: null, created_at: Date.now() - DAY, expires_at: Date.now() + 30 * DAY },
    ]).execute();
    const { optionId } = await optionOnSale(t.db, { stock: 9, limit: 9, skip: 14 });
    const id = await readyCheckout(t.app, amy, optionId);
    const checkout = (await call(t.app, 'GET', `/v1/checkouts/${id}`, { headers: amy })).json().data;
    expect(checkout.credit.balance).toBe(120);
  });

  it('checks buyer and invoice, remembers the invoice, and explains coupons and payments', async () => {
    const [amy] = await newMembers(t.db, 1, `form-${dialect}-`);
    const { optionId } = await optionOnSale(t.db, { stock: 9, limit: 9, skip: 13 });
    const id = await readyCheckout(t.app, amy, optionId);
    const bad = await call(t.app, 'PATCH', `/v1/checkouts/${id}`, { headers: amy, body: { buyer: { name: '', mobile: '0812', email: 'x' }, invoice: { kind: 'company', tax_id: '12345678', company_name: '寶貝股份有限公司' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'buyer.name': '請填寫姓名', 'buyer.mobile': '手機號碼須為 09 開頭的 10 碼數字', 'buyer.email': 'E-mail 格式不正確', 'invoice.taxId': '統一編號格式不正確' });
    const good = await call(t.app, 'PATCH', `/v1/checkouts/${id}`, { headers: amy, body: { invoice: { kind: 'mobile_barcode', code: '/ABC+123' } } });
    expect(good.json().data.invoice).toMatchObject({ kind: 'mobile_barcode', code: '/ABC+123' });
    const cod = good.json().data.payment_choices.find((c: { method: string }) => c.method === 'cvs_cod');
    expect(cod.disabled_reason).toBe('取貨付款僅限超商取貨');
    await call(t.app, 'POST', '/v3/shoppingcart', { headers: amy, body: { item_id: optionId, number: 1 } });
    const next = await call(t.app, 'POST', '/v1/checkouts', { headers: amy, body: { option_ids: [optionId] } });
    expect(next.json().data.invoice.kind).toBe('mobile_barcode');
  });

  it('picks the best coupon of the demo member and says why the others do not apply', async () => {
    const { amy } = await import('./helpers/api').then((m) => m.demoMemberHeaders(t.app));
    const { optionId } = await optionOnSale(t.db, { stock: 9, limit: 9, price: 1200, skip: 14 });
    const id = await readyCheckout(t.app, amy, optionId);
    const coupons = (await call(t.app, 'GET', `/v1/checkouts/${id}/coupons`, { headers: amy })).json().data;
    expect(CouponListBody.safeParse(coupons).success).toBe(true);
    expect(coupons.usable.map((c: { title: string }) => c.title)).toEqual(expect.arrayContaining(['滿千折百券', '新會員 NT$50 無門檻']));
    expect(coupons.unusable).toEqual(expect.arrayContaining([
      expect.objectContaining({ title: '全館 9 折券（滿 NT$2,000）', reason: '未達最低消費 NT$2,000' }),
      expect.objectContaining({ title: '週年慶 NT$300 折價券', reason: '優惠券已過期' }),
    ]));
    const checkout = (await call(t.app, 'PATCH', `/v1/checkouts/${id}`, { headers: amy, body: { credit: 5000 } })).json().data;
    expect(CheckoutBody.parse(checkout).coupon).toMatchObject({ saved: expect.any(Number) });
    expect(checkout.coupon.member_coupon_id).toBe(coupons.best_id);
    expect(checkout.credit).toMatchObject({ balance: 950, used: checkout.credit.cap });
    expect(checkout.credit.cap).toBe(Math.floor(((1200 - checkout.summary.coupon_discount) * 20) / 100));
  });

  it('saves a store picked on the demo map and posts it back through cs-redirection', async () => {
    const [amy] = await newMembers(t.db, 1, `store-${dialect}-`);
    const { optionId } = await optionOnSale(t.db, { stock: 9, limit: 9, skip: 15 });
    const id = await readyCheckout(t.app, amy, optionId);
    const stores = (await call(t.app, 'GET', '/sandbox/store-map/stores?chain=seven&query=臺北市', { headers: amy })).json().data.stores;
    expect(stores.length).toBeGreaterThan(0);
    const { path } = (await call(t.app, 'GET', `/v1/checkouts/${id}/store-map?chain=seven`, { headers: amy })).json().data;
    const state = new URL(path, 'http://x').searchParams.get('state')!;
    const back = await t.app.inject({ method: 'POST', url: `/groupbuy/pay/v2/${id}/cs-redirection`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ chain: 'seven', store_id: stores[0].store_id, state }).toString() });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toContain(`store_id=${stores[0].store_id as string}`);
    const forged = await t.app.inject({ method: 'POST', url: `/groupbuy/pay/v2/${id}/cs-redirection`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `chain=seven&store_id=${stores[0].store_id as string}&state=${id}.1.${'0'.repeat(64)}` });
    expect(forged.statusCode).toBe(404);
    const saved = await call(t.app, 'POST', '/v1/destinations', { headers: amy, body: { kind: 'cvs', recipient: '王小美', mobile: '0912345678', store_chain: 'seven', store_id: stores[0].store_id } });
    expect(saved.json().data).toMatchObject({ kind: 'cvs', store_name: stores[0].name, is_default: true });
    const cvs = (await call(t.app, 'PATCH', `/v1/checkouts/${id}`, { headers: amy, body: { delivery_method: 'cvs', destination_id: saved.json().data.id, payment_method: 'cvs_cod' } })).json().data;
    expect(cvs).toMatchObject({ delivery_method: 'cvs', payment_method: 'cvs_cod', destination: { store_chain: 'seven' } });
  });

  it('keeps one default address, fills the zip code, and refuses a district of another city', async () => {
    const [amy] = await newMembers(t.db, 1, `address-${dialect}-`);
    const home = { kind: 'home', recipient: '王小美', mobile: '0912345678', city: '新北市', district: '板橋區', street: '文化路一段 1 號' };
    const first = (await call(t.app, 'POST', '/v1/destinations', { headers: amy, body: home })).json().data;
    expect(first).toMatchObject({ zip: '220', is_default: true });
    const second = (await call(t.app, 'POST', '/v1/destinations', { headers: amy, body: { ...home, city: '高雄市', district: '茄萣區', is_default: true } })).json().data;
    expect(second).toMatchObject({ zip: '852', is_default: true });
    const list = (await call(t.app, 'GET', '/v1/destinations', { headers: amy })).json().data.destinations;
    expect(list.map((d: { id: number; is_default: boolean }) => [d.id, d.is_default])).toEqual([[second.id, true], [first.id, false]]);
    const wrong = await call(t.app, 'POST', '/v1/destinations', { headers: amy, body: { ...home, city: '臺北市' } });
    expect(wrong.json().fields).toEqual({ district: '請選擇鄉鎮市區' });
  });
});
