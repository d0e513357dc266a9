import { appContext } from '../../../server/app';
import type { NewebPayGateway } from '../../../server/services/payments/newebpay/NewebPayGateway';
import { reconcileOpenTrades } from '../../../server/services/payments/newebpay/reconcile';
import { call } from '../helpers/api';
import { demoOrderNo, formOf, openMpg, payByCard, postForm, signedMpgPost } from '../helpers/sandboxMpg';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { newMembers, optionOnSale, placeOrder, readyCheckout } from '../checkout/fixtures';

const MINUTE = 60_000;

/** NewebPayGateway against the demo's local MPG: the refund and query APIs, and the job for a notify that never came. */
describe.each(dialects())('NewebPay against the sandbox MPG on %s', (dialect) => {
  let t: TestApp;
  let gateway: NewebPayGateway;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, config: { demoMode: true } });
    gateway = appContext(t.app).payments as NewebPayGateway;
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  async function cardOrder(prefix: string, skip: number, method = 'card') {
    const [member] = await newMembers(t.db, 1, `${prefix}-${dialect}-`);
    const { optionId } = await optionOnSale(t.db, { stock: 5, limit: 5, skip });
    const placed = (await placeOrder(t.app, member, await readyCheckout(t.app, member, optionId, 1, method), `key-${prefix}-0001`)).json().data;
    return { member, orderId: placed.order_id as number, paymentId: placed.payment.id as number, total: placed.total as number };
  }
  const trade = (paymentId: number) => t.db.selectFrom('sandbox_mpg_trades').selectAll().where('merchant_order_no', '=', demoOrderNo(paymentId)).executeTakeFirstOrThrow();
  const stateOf = async (paymentId: number) => (await t.db.selectFrom('payments').select('state').where('id', '=', paymentId).executeTakeFirstOrThrow()).state;

  it('cancels the authorisation of a card payment no order can take, through the gateway, once', async () => {
    const { member, orderId, paymentId } = await cardOrder('stray', 21);
    // The shopper opens the gateway's page, then pays again by 重新付款 and later completes the first trade too.
    const { next } = await openMpg(t.app, member, paymentId);
    expect((await call(t.app, 'POST', `/v1/orders/payments?id=${orderId}`, { headers: member, body: {} })).statusCode).toBe(201);
    const paid = await postForm(t.app, next.action, { CardNo: '4000221111111111' });
    await postForm(t.app, formOf(paid.body).action, formOf(paid.body).fields);
    expect(await stateOf(paymentId)).toBe('refunded');
    expect((await trade(paymentId)).status).toBe('cancelled');
    // Asked again (a lost answer, the job's retry): the gateway's trade is already given back.
    await expect(gateway.refund({ paymentId, method: 'card', amount: (await trade(paymentId)).amt, orderNumber: 'X' }, Date.now())).resolves.toBeUndefined();
  });

  it('refunds a captured card trade with Close (CloseType 2) and refuses an amount that is not the trade\'s', async () => {
    const { member, paymentId, total } = await cardOrder('close', 22);
    await payByCard(t.app, member, paymentId, '4000221111111111');
    await t.db.updateTable('sandbox_mpg_trades').set({ close_status: 3 }).where('merchant_order_no', '=', demoOrderNo(paymentId)).execute();
    await expect(gateway.refund({ paymentId, method: 'card', amount: total + 1, orderNumber: 'X' }, Date.now())).rejects.toThrow();
    await gateway.refund({ paymentId, method: 'card', amount: total, orderNumber: 'X' }, Date.now());
    expect(await trade(paymentId)).toMatchObject({ status: 'paid', close_status: 3, back_status: 1 });
  });

  it('settles a payment whose notify never arrived from QueryTradeInfo, and a late notify changes nothing', async () => {
    const { member, orderId, paymentId, total } = await cardOrder('lost', 23);
    const { next } = await openMpg(t.app, member, paymentId);
    // The trade is paid at the gateway, but its notify is lost on the way.
    const tradeNo = next.action.split('/').pop()!;
    await t.db.updateTable('sandbox_mpg_trades').set({ status: 'paid', card6: '400022', card4: '1111' }).where('trade_no', '=', tradeNo).execute();
    const ctx = appContext(t.app);
    expect(await reconcileOpenTrades(ctx, gateway, Date.now())).toBe(0);
    expect(await reconcileOpenTrades(ctx, gateway, Date.now() + 11 * MINUTE)).toBeGreaterThanOrEqual(1);
    expect(await stateOf(paymentId)).toBe('succeeded');
    const order = await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe('to_ship');
    const history = () => t.db.selectFrom('order_status_history').select('status').where('order_id', '=', orderId).execute();
    expect(await history()).toHaveLength(2);
    const late = signedMpgPost({ Amt: total, TradeNo: tradeNo, MerchantOrderNo: demoOrderNo(paymentId), PaymentType: 'CREDIT' });
    expect((await postForm(t.app, '/payments/newebpay/notify', late)).statusCode).toBe(200);
    expect(await history()).toHaveLength(2);
  });

  it('pays by LINE Pay on the gateway\'s page, and leaves a cancelled one 待付款', async () => {
    const { member, orderId, paymentId } = await cardOrder('linepay', 24, 'line_pay');
    const { next } = await openMpg(t.app, member, paymentId);
    const cancelled = await postForm(t.app, next.action, { action: 'cancel' });
    await postForm(t.app, formOf(cancelled.body).action, formOf(cancelled.body).fields);
    expect(await stateOf(paymentId)).toBe('declined');
    const retry = await call(t.app, 'POST', `/v1/orders/payments?id=${orderId}`, { headers: member, body: {} });
    const again = retry.json().data.payment.id as number;
    const page = await openMpg(t.app, member, again);
    const approved = await postForm(t.app, page.next.action, { action: 'approve' });
    await postForm(t.app, formOf(approved.body).action, formOf(approved.body).fields);
    expect(await stateOf(again)).toBe('succeeded');
  });
});
