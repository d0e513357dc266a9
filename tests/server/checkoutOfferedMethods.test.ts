import { CheckoutBody } from '../../contract/checkout';
import { sandboxPaymentConfig } from '../../server/services/payments/newebpay/sandbox/sandboxSettings';
import { call } from './helpers/api';
import { createTestApp, dialects, TEST_ORIGIN, type TestApp } from './helpers/testApp';
import { newMembers, optionOnSale, placeOrder, readyCheckout } from './checkout/fixtures';

const NOT_OFFERED = '目前未開放此付款方式';

/** Issue 27: outside demo mode AFTEE has no adapter (only a sandbox), so the checkout shows it disabled with why, and never takes it. */
describe.each(dialects())('payment methods a production shop cannot take, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // Production's gateway: NewebPay for card, ATM and LINE Pay (here pointed at the sandbox's URLs), cash for 超商取貨付款, no AFTEE.
    t = await createTestApp(dialect, { seed: 0.05, config: { demoMode: false, payment: sandboxPaymentConfig(TEST_ORIGIN) } });
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  async function checkout(prefix: string, skip: number, payment = 'card') {
    const [member] = await newMembers(t.db, 1, `${prefix}-${dialect}-`);
    const { optionId } = await optionOnSale(t.db, { stock: 5, limit: 5, skip });
    return { member, checkoutId: await readyCheckout(t.app, member, optionId, 1, payment) };
  }

  it('lists AFTEE disabled with its reason and the methods the gateway takes enabled', async () => {
    const { member, checkoutId } = await checkout('listed', 3);
    const body = CheckoutBody.parse((await call(t.app, 'GET', `/v1/checkouts/${checkoutId}`, { headers: member })).json().data);
    expect(Object.fromEntries(body.payment_choices.map((c) => [c.method, c.disabled_reason]))).toEqual({
      card: null, atm: null, aftee: NOT_OFFERED, cvs_cod: '取貨付款僅限超商取貨', line_pay: null,
    });
  });

  it('refuses choosing AFTEE with a 400 that says why, and keeps the earlier choice', async () => {
    const { member, checkoutId } = await checkout('choose', 4);
    const chosen = await call(t.app, 'PATCH', `/v1/checkouts/${checkoutId}`, { headers: member, body: { payment_method: 'aftee' } });
    expect([chosen.statusCode, chosen.json()]).toEqual([400, { error_code: 'GEN_000400', message: NOT_OFFERED, fields: { payment_method: NOT_OFFERED } }]);
    expect((await t.db.selectFrom('checkouts').select('payment_method').where('id', '=', checkoutId).executeTakeFirstOrThrow()).payment_method).toBe('card');
  });

  it('refuses placing an order whose checkout holds AFTEE (chosen while it was offered) with a 400, not a 500', async () => {
    const { member, checkoutId } = await checkout('place', 5);
    await t.db.updateTable('checkouts').set({ payment_method: 'aftee' }).where('id', '=', checkoutId).execute();
    const placed = await placeOrder(t.app, member, checkoutId, `offered-place-${dialect}-01`);
    expect([placed.statusCode, placed.json()]).toEqual([400, {
      error_code: 'ORDER_INCOMPLETE', message: '結帳資料尚未完成，請檢查標示的欄位', fields: { payment_method: NOT_OFFERED },
    }]);
    expect(await t.db.selectFrom('orders').select('id').where('checkout_id', '=', checkoutId).execute()).toEqual([]);
  });

  it('refuses 重新付款 by AFTEE with a 400, and still takes a card', async () => {
    const { member, checkoutId } = await checkout('retry', 6);
    const placed = (await placeOrder(t.app, member, checkoutId, `offered-retry-${dialect}-01`)).json().data;
    const retry = await call(t.app, 'POST', `/v1/orders/payments?id=${placed.order_id as number}`, { headers: member, body: { payment_method: 'aftee' } });
    expect([retry.statusCode, retry.json().message]).toEqual([400, NOT_OFFERED]);
    const card = await call(t.app, 'POST', `/v1/orders/payments?id=${placed.order_id as number}`, { headers: member, body: { payment_method: 'card' } });
    expect(card.statusCode).toBe(201);
  });
});
