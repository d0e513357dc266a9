import { call } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';
import { newMembers, optionOnSale, placeOrder } from './checkout/fixtures';

/** Issue 30 "checkout that remembers": a returning parent's checkout starts filled in, mobiles in any grouping. */
describe.each(dialects())('a checkout that remembers on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, config: { demoMode: true } });
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  const open = async (headers: Record<string, string>, optionId: number) => {
    await call(t.app, 'POST', '/v3/shoppingcart', { headers, body: { item_id: optionId, number: 1 } });
    const created = await call(t.app, 'POST', '/v1/checkouts', { headers, body: { option_ids: [optionId] } });
    expect(created.statusCode).toBe(201);
    return created.json().data;
  };

  it('stores 0912-345-678 and 0912 345 678 as 0912345678 in the profile, the buyer and a saved address', async () => {
    const [amy] = await newMembers(t.db, 1, `mobile-${dialect}-`);
    const profile = await call(t.app, 'PATCH', '/v1/member/profile', { headers: amy, body: { nickname: '小美', mobile: '0912-345-678', avatar: 'bear' } });
    expect(profile.json().data.mobile).toBe('0912345678');
    const { optionId } = await optionOnSale(t.db, { stock: 9, limit: 9, skip: 21 });
    const checkout = await open(amy, optionId);
    expect(checkout.buyer).toEqual({ name: '小美', mobile: '0912345678', email: `mobile-${dialect}-0@example.com` });
    const buyer = await call(t.app, 'PATCH', `/v1/checkouts/${checkout.id}`, { headers: amy, body: { buyer: { name: '王小美', mobile: '0912 345 678', email: 'amy@example.com' } } });
    expect(buyer.json().data.buyer.mobile).toBe('0912345678');
    const home = await call(t.app, 'POST', '/v1/destinations', { headers: amy, body: { kind: 'home', recipient: '王小美', mobile: '0912-345-678', city: '臺北市', district: '大安區', street: '復興南路一段 1 號' } });
    expect(home.json().data.mobile).toBe('0912345678');
    const bad = await call(t.app, 'PATCH', `/v1/checkouts/${checkout.id}`, { headers: amy, body: { buyer: { name: '王小美', mobile: '0912-345-67', email: 'amy@example.com' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'buyer.mobile': '手機號碼須為 09 開頭的 10 碼數字' });
  });

  it('starts the next checkout with the last buyer, the default store and the last payment, ready to place', async () => {
    const [ben] = await newMembers(t.db, 1, `again-${dialect}-`);
    const { optionId } = await optionOnSale(t.db, { stock: 9, limit: 9, skip: 22 });
    const first = await open(ben, optionId);
    const stores = (await call(t.app, 'GET', '/sandbox/store-map/stores?chain=seven&query=臺北市', { headers: ben })).json().data.stores;
    const store = await call(t.app, 'POST', '/v1/destinations', { headers: ben, body: { kind: 'cvs', recipient: '陳大文', mobile: '0922 333 444', store_chain: 'seven', store_id: stores[0].store_id } });
    expect(store.json().data.mobile).toBe('0922333444');
    const ready = await call(t.app, 'PATCH', `/v1/checkouts/${first.id}`, {
      headers: ben, body: { buyer: { name: '陳大文', mobile: '0922-333-444', email: 'ben@example.com' }, delivery_method: 'cvs', destination_id: store.json().data.id, payment_method: 'cvs_cod' },
    });
    expect(ready.statusCode).toBe(200);
    expect((await placeOrder(t.app, ben, first.id, `remember-${dialect}-1`)).statusCode).toBe(201);

    const { optionId: next } = await optionOnSale(t.db, { stock: 9, limit: 9, skip: 23 });
    const second = await open(ben, next);
    expect(second.buyer).toEqual({ name: '陳大文', mobile: '0922333444', email: 'ben@example.com' });
    expect(second.delivery_method).toBe('cvs');
    expect(second.destination).toMatchObject({ id: store.json().data.id, store_id: stores[0].store_id });
    expect(second.payment_method).toBe('cvs_cod');
    expect((await placeOrder(t.app, ben, second.id, `remember-${dialect}-2`)).statusCode).toBe(201);
  });

  it('leaves the payment to choose when the last one cannot go with the delivery it falls back to', async () => {
    const [cai] = await newMembers(t.db, 1, `fallback-${dialect}-`);
    const { optionId } = await optionOnSale(t.db, { stock: 9, limit: 9, skip: 24 });
    const first = await open(cai, optionId);
    const stores = (await call(t.app, 'GET', '/sandbox/store-map/stores?chain=seven&query=臺北市', { headers: cai })).json().data.stores;
    const store = (await call(t.app, 'POST', '/v1/destinations', { headers: cai, body: { kind: 'cvs', recipient: '蔡小姐', mobile: '0933111222', store_chain: 'seven', store_id: stores[0].store_id } })).json().data;
    await call(t.app, 'PATCH', `/v1/checkouts/${first.id}`, { headers: cai, body: { buyer: { name: '蔡小姐', mobile: '0933111222', email: 'cai@example.com' }, delivery_method: 'cvs', destination_id: store.id, payment_method: 'cvs_cod' } });
    expect((await placeOrder(t.app, cai, first.id, `fallback-${dialect}-1`)).statusCode).toBe(201);
    await call(t.app, 'DELETE', `/v1/destinations/${store.id}`, { headers: cai });
    await call(t.app, 'POST', '/v1/destinations', { headers: cai, body: { kind: 'home', recipient: '蔡小姐', mobile: '0933111222', city: '臺北市', district: '大安區', street: '復興南路一段 1 號' } });
    const { optionId: next } = await optionOnSale(t.db, { stock: 9, limit: 9, skip: 25 });
    const second = await open(cai, next);
    expect(second.delivery_method).toBe('home');
    expect(second.destination).toMatchObject({ kind: 'home' });
    expect(second.payment_method).toBeNull();
  });
});
