import { createTestApp, dialects, type TestApp } from './helpers/testApp';
import { call } from './helpers/api';
import { newMembers, optionOnSale, placeOrder, readyCheckout } from './checkout/fixtures';

describe.each(dialects())('placing orders on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, config: { demoMode: true } });
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  it('places an order once per key, takes stock, clears the cart line and mails the buyer', async () => {
    const [amy] = await newMembers(t.db, 1, `once-${dialect}-`);
    const { optionId } = await optionOnSale(t.db, { stock: 5, limit: 3, skip: 1 });
    const checkoutId = await readyCheckout(t.app, amy, optionId, 2);
    const first = await placeOrder(t.app, amy, checkoutId, 'key-once-000001');
    expect(first.statusCode).toBe(201);
    const again = await placeOrder(t.app, amy, checkoutId, 'key-once-000001');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.order_id).toBe(first.json().data.order_id);
    expect(first.json().data).toMatchObject({ status: 'pending_payment', total: 1100, payment: { method: 'card', state: 'pending' } });
    expect(first.json().data.number).toMatch(/^JT\d{14}$/);
    const option = await t.db.selectFrom('options').select('stock').where('id', '=', optionId).executeTakeFirstOrThrow();
    expect(option.stock).toBe(3);
    expect((await call(t.app, 'GET', '/v2/shoppingcart/count', { headers: amy })).json().data.shoppingcart_item_ids).toEqual([]);
    const mail = await t.db.selectFrom('outbox').select('subject').where('to_address', '=', 'buyer@example.com').execute();
    expect(mail.map((m) => m.subject)).toContain(`【寶貝揪團】訂單 ${first.json().data.number as string} 已成立`);
  });

  it('refuses the same key with another checkout (422) and needs a key at all', async () => {
    const [amy] = await newMembers(t.db, 1, `reuse-${dialect}-`);
    const a = await optionOnSale(t.db, { stock: 5, limit: 5, skip: 2 });
    const b = await optionOnSale(t.db, { stock: 5, limit: 5, skip: 3 });
    const first = await readyCheckout(t.app, amy, a.optionId);
    const second = await readyCheckout(t.app, amy, b.optionId);
    expect((await placeOrder(t.app, amy, first, 'key-reuse-00001')).statusCode).toBe(201);
    const reused = await placeOrder(t.app, amy, second, 'key-reuse-00001');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ error_code: 'IDEMPOTENCY_KEY_REUSED', message: '這個送出請求已用於另一筆結帳，請重新整理頁面後再送出訂單' });
    const missing = await call(t.app, 'POST', '/v1/orders', { headers: amy, body: { checkout_id: second } });
    expect(missing.json().error_code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('makes one order when the same key arrives twice at once', async () => {
    const [amy] = await newMembers(t.db, 1, `twice-${dialect}-`);
    const { optionId } = await optionOnSale(t.db, { stock: 5, limit: 5, skip: 4 });
    const checkoutId = await readyCheckout(t.app, amy, optionId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(t.app, amy, checkoutId, 'key-race-000001')));
    expect(new Set(answers.map((a) => a.json().data.order_id)).size).toBe(1);
    const orders = await t.db.selectFrom('orders').select('id').where('checkout_id', '=', checkoutId).execute();
    expect(orders).toHaveLength(1);
  });

  it('sells the last unit to exactly one of 50 racing buyers', async () => {
    const buyers = await newMembers(t.db, 50, `race-${dialect}-`);
    const { optionId } = await optionOnSale(t.db, { stock: 50, limit: 1, skip: 5 });
    const checkouts = await Promise.all(buyers.map((h) => readyCheckout(t.app, h, optionId)));
    await t.db.updateTable('options').set({ stock: 1 }).where('id', '=', optionId).execute();
    const answers = await Promise.all(buyers.map((h, i) => placeOrder(t.app, h, checkouts[i], `key-last-unit-${i}`)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().error_code === 'ORDER_LINES_UNAVAILABLE')).toBe(true);
    const option = await t.db.selectFrom('options').select('stock').where('id', '=', optionId).executeTakeFirstOrThrow();
    expect(option.stock).toBe(0);
    const lines = await t.db.selectFrom('order_lines').select('id').where('option_id', '=', optionId).execute();
    expect(lines).toHaveLength(1);
  }, 60_000);
});
