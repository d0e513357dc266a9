import { call } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';
import { newMembers, optionOnSale, placeOrder, readyCheckout } from './checkout/fixtures';

describe.each(dialects())('what an order may take on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, config: { demoMode: true } });
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  it('counts earlier orders against the purchase limit', async () => {
    const [amy] = await newMembers(t.db, 1, `limit-${dialect}-`);
    const { optionId } = await optionOnSale(t.db, { stock: 9, limit: 2, skip: 20 });
    expect((await placeOrder(t.app, amy, await readyCheckout(t.app, amy, optionId, 2), 'key-limit-0001')).statusCode).toBe(201);
    const again = await placeOrder(t.app, amy, await readyCheckout(t.app, amy, optionId, 1), 'key-limit-0002');
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ [optionId]: '超過限購數量，您還可購買 0 件' });
  });

  it('fails the whole order when one line cannot be bought, and changes nothing', async () => {
    const { amy } = await import('./helpers/api').then((m) => m.demoMemberHeaders(t.app));
    const fine = await optionOnSale(t.db, { stock: 9, limit: 9, price: 1500, skip: 21 });
    const gone = await optionOnSale(t.db, { stock: 9, limit: 9, skip: 22 });
    await call(t.app, 'POST', '/v3/shoppingcart', { headers: amy, body: { item_id: gone.optionId, number: 1 } });
    const id = await readyCheckout(t.app, amy, fine.optionId);
    const both = (await call(t.app, 'POST', '/v1/checkouts', { headers: amy, body: { option_ids: [fine.optionId, gone.optionId] } })).json().data.id as number;
    const ready = await t.db.selectFrom('checkouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await t.db.updateTable('checkouts').set({ buyer_name: ready.buyer_name, buyer_mobile: ready.buyer_mobile, buyer_email: ready.buyer_email, destination_id: ready.destination_id, payment_method: 'card', credit_requested: 100 }).where('id', '=', both).execute();
    await t.db.updateTable('options').set({ stock: 0 }).where('id', '=', gone.optionId).execute();
    const refused = await placeOrder(t.app, amy, both, 'key-whole-0001');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error_code: 'ORDER_LINES_UNAVAILABLE', fields: { [gone.optionId]: '商品已售完' } });
    expect((await t.db.selectFrom('options').select('stock').where('id', '=', fine.optionId).executeTakeFirstOrThrow()).stock).toBe(9);
    expect(await t.db.selectFrom('member_coupons').select('id').where('member_id', '=', 1).where('used_at', 'is not', null).execute()).toEqual([]);
    expect((await call(t.app, 'GET', '/v2/shoppingcart/count', { headers: amy })).json().data.shoppingcart_item_ids).toHaveLength(2);
  });

  it('uses the best coupon and the credit when the order is placed', async () => {
    const { ben } = await import('./helpers/api').then((m) => m.demoMemberHeaders(t.app));
    const { optionId } = await optionOnSale(t.db, { stock: 9, limit: 9, price: 1200, skip: 23 });
    const id = await readyCheckout(t.app, ben, optionId);
    await call(t.app, 'PATCH', `/v1/checkouts/${id}`, { headers: ben, body: { credit: 100 } });
    const placed = await placeOrder(t.app, ben, id, 'key-coupon-0001');
    const order = (await call(t.app, 'GET', `/v1/orders/detail?id=${placed.json().data.order_id as number}`, { headers: ben })).json().data;
    expect(order.summary).toMatchObject({ goods: 1200, coupon_discount: 100, credit_used: 100, total: 1100 });
    const used = await t.db.selectFrom('member_coupons').innerJoin('coupons', 'coupons.id', 'member_coupons.coupon_id').select('coupons.title').where('member_coupons.order_id', '=', order.id).execute();
    expect(used).toEqual([{ title: '滿千折百券' }]);
  });

  it('refuses an empty checkout and keeps the sandbox off outside demo mode', async () => {
    const [amy] = await newMembers(t.db, 1, `empty-${dialect}-`);
    expect((await call(t.app, 'POST', '/v1/checkouts', { headers: amy, body: { option_ids: [1] } })).json()).toMatchObject({ error_code: 'CHECKOUT_EMPTY', message: '請先選擇購物車中要結帳的商品' });
    const plain = await createTestApp(dialect, { config: { demoMode: false } });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/sandbox/store-map/stores?chain=seven' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  }, 30_000);
});
