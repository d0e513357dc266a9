import { OrderDetailBody, PlacedOrderBody } from '../../contract/orders';
import { cancelUnpaidOrders } from '../../server/services/orders/cancelUnpaid';
import { newNonce, notifySecret, signNotify } from '../../server/services/payments/notifySignature';
import { call } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';
import { newMembers, optionOnSale, placeOrder, readyCheckout } from './checkout/fixtures';

const DAY = 86_400_000;

describe.each(dialects())('paying for orders on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, config: { demoMode: true } });
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  async function orderWith(prefix: string, skip: number, payment = 'card', credit = 0) {
    const [member] = await newMembers(t.db, 1, `${prefix}-${dialect}-`);
    const { optionId } = await optionOnSale(t.db, { stock: 5, limit: 5, skip });
    const checkoutId = await readyCheckout(t.app, member, optionId, 1, payment);
    if (credit > 0) {
      const owner = await t.db.selectFrom('checkouts').select('member_id').where('id', '=', checkoutId).executeTakeFirstOrThrow();
      await t.db.insertInto('credit_ledger').values({ member_id: owner.member_id, amount: credit, reason: 'test', order_id: null, created_at: Date.now() }).execute();
      await call(t.app, 'PATCH', `/v1/checkouts/${checkoutId}`, { headers: member, body: { credit } });
    }
    const placed = (await placeOrder(t.app, member, checkoutId, `key-${prefix}-0001`)).json().data;
    return { member, optionId, orderId: placed.order_id as number, paymentId: placed.payment.id as number, placed };
  }
  const card = (h: Record<string, string>, paymentId: number, number: string) =>
    call(t.app, 'POST', `/sandbox/neweb/payments/${paymentId}/card`, { headers: h, body: { number, expiry: '12/30', cvc: '123' } });
  const detail = async (h: Record<string, string>, id: number) => (await call(t.app, 'GET', `/v1/orders/detail?id=${id}`, { headers: h })).json().data;

  it('pays by test card: 待出貨, an e-invoice number, brand and last four only, a payment mail', async () => {
    const { member, orderId, paymentId } = await orderWith('card-ok', 6);
    expect((await card(member, paymentId, '4242 4242 4242 4242')).json().data.state).toBe('succeeded');
    const order = OrderDetailBody.parse(await detail(member, orderId));
    expect(order).toMatchObject({ status: 'to_ship', status_label: '待出貨', payments: [{ card_brand: 'VISA', card_last4: '4242', state: 'succeeded' }] });
    expect(order.invoice_number).toMatch(/^[A-Z]{2}\d{8}$/);
    expect(order.timeline.map((s: { label: string }) => s.label)).toEqual(['待付款', '待出貨']);
    const stored = JSON.stringify(await t.db.selectFrom('payments').selectAll().execute());
    expect(stored).not.toContain('4242424242424242');
    expect((await t.db.selectFrom('outbox').select('subject').execute()).map((m) => m.subject)).toContain(`【寶貝揪團】訂單 ${order.number as string} 付款成功`);
  });

  it('leaves a declined card 待付款 and takes a new payment on 重新付款', async () => {
    const { member, orderId, paymentId } = await orderWith('card-no', 7);
    const declined = await card(member, paymentId, '4000 0000 0000 0002');
    expect(declined.json().data).toMatchObject({ state: 'declined', message: '交易失敗，發卡銀行拒絕交易，請改用其他卡片或付款方式' });
    expect((await detail(member, orderId)).status).toBe('pending_payment');
    const retry = await call(t.app, 'POST', `/v1/orders/payments?id=${orderId}`, { headers: member, body: {} });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.payment.deadline).toBeGreaterThan(Date.now());
    const next = retry.json().data.payment.id as number;
    expect(next).not.toBe(paymentId);
    expect((await card(member, next, '4000 2211 1111 1111')).json().data.state).toBe('succeeded');
  });

  it('asks for the 3-D Secure code first, and checks the card fields', async () => {
    const { member, paymentId } = await orderWith('card-3ds', 8);
    const bad = await call(t.app, 'POST', `/sandbox/neweb/payments/${paymentId}/card`, { headers: member, body: { number: '4242424242424241', expiry: '01/20', cvc: '1' } });
    expect(bad.json().fields).toEqual({ number: '信用卡號碼不正確', expiry: '有效期限格式為 MM/YY，且不可早於本月', cvc: '安全碼為 3 碼數字' });
    expect((await card(member, paymentId, '4000 0000 0000 3220')).json().data.state).toBe('challenge');
    expect((await call(t.app, 'POST', `/sandbox/neweb/payments/${paymentId}/3ds`, { headers: member, body: { code: '000000' } })).statusCode).toBe(400);
    expect((await call(t.app, 'POST', `/sandbox/neweb/payments/${paymentId}/3ds`, { headers: member, body: { code: '123456' } })).json().data.state).toBe('succeeded');
  });

  it('verifies the notify signature and ignores a replay', async () => {
    const { member, orderId, paymentId } = await orderWith('notify', 9);
    const fields = { payment_id: paymentId, result: 'succeeded' as const, nonce: newNonce() };
    const forged = await call(t.app, 'POST', '/v1/payments/notify', { body: { ...fields, signature: '0'.repeat(64) } });
    expect(forged.statusCode).toBe(401);
    const body = { ...fields, signature: signNotify(await notifySecret(t.db), fields) };
    expect((await call(t.app, 'POST', '/v1/payments/notify', { body })).json().data.result).toBe('paid');
    expect((await call(t.app, 'POST', '/v1/payments/notify', { body })).json().data.result).toBe('ignored');
    expect((await detail(member, orderId)).timeline).toHaveLength(2);
  });

  it('gives ATM a virtual account for 3 days, then cancels and returns the stock and the credit', async () => {
    const { member, orderId, optionId, placed } = await orderWith('atm', 10, 'atm', 50);
    expect(placed.total).toBe(550);
    expect(PlacedOrderBody.parse(placed).payment?.bank_code).toBe('822');
    expect(placed.payment.virtual_account).toMatch(/^\d{14}$/);
    expect(placed.payment.deadline - Date.now()).toBeGreaterThan(3 * DAY - 60_000);
    expect(await cancelUnpaidOrders(t.db, Date.now() + 3 * DAY + 60_000)).toBeGreaterThanOrEqual(1);
    expect((await detail(member, orderId)).status).toBe('cancelled');
    const option = await t.db.selectFrom('options').select('stock').where('id', '=', optionId).executeTakeFirstOrThrow();
    expect(option.stock).toBe(5);
    const ledger = await t.db.selectFrom('credit_ledger').select('amount').where('order_id', '=', orderId).orderBy('id').execute();
    expect(ledger.map((r) => r.amount)).toEqual([-50, 50]);
  });

  it('answers 404 for another member\'s checkout, address, order and payment', async () => {
    const { orderId, paymentId } = await orderWith('owner', 11);
    const [other] = await newMembers(t.db, 1, `intruder-${dialect}-`);
    const checkout = await t.db.selectFrom('orders').select('checkout_id').where('id', '=', orderId).executeTakeFirstOrThrow();
    const address = await t.db.selectFrom('checkouts').select('destination_id').where('id', '=', checkout.checkout_id).executeTakeFirstOrThrow();
    for (const [method, url, body] of [
      ['GET', `/v1/checkouts/${checkout.checkout_id}`, undefined], ['PATCH', `/v1/checkouts/${checkout.checkout_id}`, { credit: 0 }],
      ['GET', `/v1/orders/detail?id=${orderId}`, undefined], ['GET', `/sandbox/neweb/payments/${paymentId}`, undefined],
      ['DELETE', `/v1/destinations/${address.destination_id!}`, undefined],
      ['PUT', `/v1/destinations/${address.destination_id!}`, { kind: 'home', recipient: 'X', mobile: '0912345678', city: '臺北市', district: '大安區', street: '1 號' }],
    ] as const) {
      const response = await call(t.app, method, url, { headers: other, body });
      expect([url, response.statusCode, response.json().error_code]).toEqual([url, 404, 'GEN_000002']);
    }
  });
});
