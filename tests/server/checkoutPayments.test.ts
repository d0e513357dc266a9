import { OrderDetailBody, PlacedOrderBody } from '../../contract/orders';
import { cancelUnpaidOrders } from '../../server/services/orders/cancelUnpaid';
import { call } from './helpers/api';
import { demoOrderNo, formOf, openMpg, payByCard, postForm, signedMpgPost } from './helpers/sandboxMpg';
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
  const card = (h: Record<string, string>, paymentId: number, number: string, otp?: string) => payByCard(t.app, h, paymentId, number, otp);
  const detail = async (h: Record<string, string>, id: number) => (await call(t.app, 'GET', `/v1/orders/detail?id=${id}`, { headers: h })).json().data;

  it('pays by test card on the gateway\'s page: 待出貨, an e-invoice number, brand and last four only, a payment mail', async () => {
    const { member, orderId, paymentId } = await orderWith('card-ok', 6);
    const { back } = await card(member, paymentId, '4000 2211 1111 1111');
    const checkout = await t.db.selectFrom('orders').select('checkout_id').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect([back.statusCode, back.headers.location]).toEqual([303, `/groupbuy/pay/v2/${checkout.checkout_id}`]);
    const order = OrderDetailBody.parse(await detail(member, orderId));
    expect(order).toMatchObject({ status: 'to_ship', status_label: '待出貨', payments: [{ card_brand: 'VISA', card_last4: '1111', state: 'succeeded' }] });
    expect(order.invoice_number).toMatch(/^[A-Z]{2}\d{8}$/);
    expect(order.timeline.map((s: { label: string }) => s.label)).toEqual(['待付款', '待出貨']);
    const stored = JSON.stringify([await t.db.selectFrom('payments').selectAll().execute(), await t.db.selectFrom('sandbox_mpg_trades').selectAll().execute()]);
    expect(stored).not.toContain('4000221111111111');
    expect((await t.db.selectFrom('outbox').select('subject').execute()).map((m) => m.subject)).toContain(`【寶貝揪團】訂單 ${order.number as string} 付款成功`);
  });

  it('hands off a signed MPG form (never a card field) for the member\'s own open payment', async () => {
    const { member, paymentId } = await orderWith('handoff', 12);
    const { hosted, page } = await openMpg(t.app, member, paymentId);
    expect(hosted.url).toBe('http://localhost:3000/sandbox/newebpay/MPG/mpg_gateway');
    expect(Object.keys(hosted.fields).sort()).toEqual(['MerchantID', 'TradeInfo', 'TradeSha', 'Version']);
    expect(page.statusCode).toBe(200);
    const tampered = await postForm(t.app, hosted.url, { ...hosted.fields, TradeInfo: hosted.fields.TradeInfo.replace(/^./, (c) => (c === '0' ? '1' : '0')) });
    expect([tampered.statusCode, tampered.body.includes('TradeSha 檢查錯誤')]).toEqual([400, true]);
  });

  it('leaves a declined card 待付款 and takes a new payment, a new MPG trade, on 重新付款', async () => {
    const { member, orderId, paymentId } = await orderWith('card-no', 7);
    await card(member, paymentId, '4000 0000 0000 0002');
    expect((await detail(member, orderId))).toMatchObject({ status: 'pending_payment', payments: [{ state: 'declined' }] });
    const retry = await call(t.app, 'POST', `/v1/orders/payments?id=${orderId}`, { headers: member, body: {} });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.payment.deadline).toBeGreaterThan(Date.now());
    const next = retry.json().data.payment.id as number;
    expect(next).not.toBe(paymentId);
    expect(retry.json().data.payment.next_path).toBe(`/groupbuy/neweb_credit_form/${next}`);
    await card(member, next, '4000 2211 1111 1111');
    expect((await detail(member, orderId)).status).toBe('to_ship');
    const trades = await t.db.selectFrom('sandbox_mpg_trades').select(['merchant_order_no', 'status']).where('merchant_order_no', 'in', [demoOrderNo(paymentId), demoOrderNo(next)]).orderBy('merchant_order_no').execute();
    expect(trades.map((r) => r.status).sort()).toEqual(['failed', 'paid']);
  });

  it('asks for the 3-D Secure code on the gateway\'s page first', async () => {
    const { member, orderId, paymentId } = await orderWith('card-3ds', 8);
    const { next } = await openMpg(t.app, member, paymentId);
    const challenge = await postForm(t.app, next.action, { CardNo: '4000000000003220' });
    expect(challenge.body).toContain('3-D Secure');
    const wrong = await postForm(t.app, formOf(challenge.body).action, { code: '000000' });
    expect([wrong.statusCode, wrong.body.includes('驗證碼不正確')]).toEqual([400, true]);
    expect((await detail(member, orderId)).status).toBe('pending_payment');
    const done = await postForm(t.app, formOf(wrong.body).action, { code: '123456' });
    await postForm(t.app, formOf(done.body).action, formOf(done.body).fields);
    expect((await detail(member, orderId)).status).toBe('to_ship');
  });

  it('verifies TradeSha, MerchantOrderNo and Amt of a notify, and counts each trade once', async () => {
    const { member, orderId, paymentId, placed } = await orderWith('notify', 9);
    const result = { Amt: placed.total as number, TradeNo: '26112700000000001', MerchantOrderNo: demoOrderNo(paymentId), PaymentType: 'CREDIT' };
    const notify = (fields: Record<string, string>) => postForm(t.app, '/payments/newebpay/notify', fields);
    expect((await notify({ ...signedMpgPost(result), TradeSha: '0'.repeat(64) })).statusCode).toBe(400);
    expect((await notify(signedMpgPost(result, 'SUCCESS', { hashKey: 'x'.repeat(32), hashIv: 'y'.repeat(16) }))).statusCode).toBe(400);
    expect((await notify(signedMpgPost({ ...result, Amt: 1 }))).statusCode).toBe(400);
    expect((await notify(signedMpgPost({ ...result, MerchantOrderNo: 'OTHER1' }))).statusCode).toBe(400);
    expect((await detail(member, orderId)).status).toBe('pending_payment');
    expect((await notify(signedMpgPost(result))).statusCode).toBe(200);
    expect((await notify(signedMpgPost(result))).statusCode).toBe(200);
    const order = await detail(member, orderId);
    expect([order.status, order.timeline.length]).toEqual(['to_ship', 2]);
    // The browser's return post shows the result; it never pays anything by itself.
    expect((await postForm(t.app, '/payments/newebpay/return', signedMpgPost(result))).statusCode).toBe(303);
  });

  it('does not pay an order from the browser\'s return post alone', async () => {
    const { member, orderId, paymentId, placed } = await orderWith('return', 13);
    const result = { Amt: placed.total as number, TradeNo: '26112700000000002', MerchantOrderNo: demoOrderNo(paymentId), PaymentType: 'CREDIT' };
    expect((await postForm(t.app, '/payments/newebpay/return', signedMpgPost(result))).statusCode).toBe(303);
    expect((await postForm(t.app, '/payments/newebpay/return', { ...signedMpgPost(result), TradeSha: 'A'.repeat(64) })).statusCode).toBe(400);
    expect((await detail(member, orderId)).status).toBe('pending_payment');
  });

  it('takes the ATM account and deadline from the gateway, pays on its transfer, and cancels and returns stock and credit when unpaid', async () => {
    const { member, orderId, optionId, paymentId, placed } = await orderWith('atm', 10, 'atm', 50);
    expect(placed.total).toBe(550);
    expect(PlacedOrderBody.parse(placed).payment).toMatchObject({ bank_code: null, virtual_account: null, next_path: `/groupbuy/neweb_credit_form/${paymentId}` });
    const { next } = await openMpg(t.app, member, paymentId);
    const issued = await postForm(t.app, next.action, {});
    const back = await postForm(t.app, formOf(issued.body).action, formOf(issued.body).fields);
    expect(back.statusCode).toBe(303);
    const payment = (await detail(member, orderId)).payments[0];
    expect(payment).toMatchObject({ bank_code: '822', state: 'pending', next_path: null });
    expect(payment.virtual_account).toMatch(/^\d{14}$/);
    expect(payment.deadline - Date.now()).toBeGreaterThan(2 * DAY);
    expect(await cancelUnpaidOrders(t.db, payment.deadline + 60_000)).toBeGreaterThanOrEqual(1);
    expect((await detail(member, orderId)).status).toBe('cancelled');
    const option = await t.db.selectFrom('options').select('stock').where('id', '=', optionId).executeTakeFirstOrThrow();
    expect(option.stock).toBe(5);
    const ledger = await t.db.selectFrom('credit_ledger').select('amount').where('order_id', '=', orderId).orderBy('id').execute();
    expect(ledger.map((r) => r.amount)).toEqual([-50, 50]);
  });

  it('pays an ATM order when the sandbox bank\'s transfer arrives (the gateway\'s notify)', async () => {
    const { member, orderId, paymentId } = await orderWith('atm-paid', 14, 'atm');
    const { next } = await openMpg(t.app, member, paymentId);
    const issued = await postForm(t.app, next.action, {});
    await postForm(t.app, formOf(issued.body).action, formOf(issued.body).fields);
    const paid = await call(t.app, 'POST', `/sandbox/atm/${paymentId}/transfer`, { headers: member });
    expect(paid.json().data.state).toBe('succeeded');
    expect((await detail(member, orderId)).status).toBe('to_ship');
  });

  it('answers 404 for another member\'s checkout, address, order and payment', async () => {
    const { orderId, paymentId } = await orderWith('owner', 11);
    const [other] = await newMembers(t.db, 1, `intruder-${dialect}-`);
    const checkout = await t.db.selectFrom('orders').select('checkout_id').where('id', '=', orderId).executeTakeFirstOrThrow();
    const address = await t.db.selectFrom('checkouts').select('destination_id').where('id', '=', checkout.checkout_id).executeTakeFirstOrThrow();
    for (const [method, url, body] of [
      ['GET', `/v1/checkouts/${checkout.checkout_id}`, undefined], ['PATCH', `/v1/checkouts/${checkout.checkout_id}`, { credit: 0 }],
      ['GET', `/v1/orders/detail?id=${orderId}`, undefined], ['GET', `/v1/payments/${paymentId}/hosted-form`, undefined],
      ['DELETE', `/v1/destinations/${address.destination_id!}`, undefined],
      ['PUT', `/v1/destinations/${address.destination_id!}`, { kind: 'home', recipient: 'X', mobile: '0912345678', city: '臺北市', district: '大安區', street: '1 號' }],
    ] as const) {
      const response = await call(t.app, method, url, { headers: other, body });
      expect([url, response.statusCode, response.json().error_code]).toEqual([url, 404, 'GEN_000002']);
    }
  });
});
