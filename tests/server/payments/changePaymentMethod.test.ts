import { OrderDetailBody } from '../../../contract/orders';
import { call } from '../helpers/api';
import { formOf, openMpg, payByCard, postForm } from '../helpers/sandboxMpg';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { newMembers, optionOnSale, placeOrder, readyCheckout } from '../checkout/fixtures';

/** Issue 30: a declined card offers another method for the same order (更換付款方式), and ATM's account arrives with its bank. */
describe.each(dialects())('更換付款方式 after a declined card, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, config: { demoMode: true } });
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  async function declinedCardOrder(prefix: string, skip: number) {
    const [member, other] = await newMembers(t.db, 2, `${prefix}-${dialect}-`);
    const { optionId } = await optionOnSale(t.db, { stock: 5, limit: 5, skip });
    const checkoutId = await readyCheckout(t.app, member, optionId, 1, 'card');
    const placed = (await placeOrder(t.app, member, checkoutId, `key-${prefix}-0001`)).json().data;
    await payByCard(t.app, member, placed.payment.id as number, '4000 0000 0000 0002');
    return { member, other, orderId: placed.order_id as number };
  }
  const detail = async (h: Record<string, string>, id: number) =>
    OrderDetailBody.parse((await call(t.app, 'GET', `/v1/orders/detail?id=${id}`, { headers: h })).json().data);
  const repay = (h: Record<string, string>, id: number, body: object) => call(t.app, 'POST', `/v1/orders/payments?id=${id}`, { headers: h, body });

  it('lists the methods this order can take, each with why not', async () => {
    const { member, orderId } = await declinedCardOrder('choices', 14);
    const order = await detail(member, orderId);
    expect(order.payments.map((p) => p.state)).toEqual(['declined']);
    expect(Object.fromEntries(order.payment_choices.map((c) => [c.method, c.disabled_reason]))).toEqual({
      card: null, atm: null, aftee: null, cvs_cod: '取貨付款僅限超商取貨', line_pay: null,
    });
  });

  it('pays the same order by ATM instead: a new payment, and the account with its bank code and deadline', async () => {
    const { member, orderId } = await declinedCardOrder('to-atm', 15);
    const switched = await repay(member, orderId, { payment_method: 'atm' });
    expect(switched.statusCode).toBe(201);
    const payment = switched.json().data.payment;
    expect(payment).toMatchObject({ method: 'atm', state: 'pending', next_path: `/groupbuy/neweb_credit_form/${payment.id as number}` });
    const { next } = await openMpg(t.app, member, payment.id as number);
    const issued = await postForm(t.app, next.action, {});
    await postForm(t.app, formOf(issued.body).action, formOf(issued.body).fields);
    const order = await detail(member, orderId);
    expect(order).toMatchObject({ status: 'pending_payment', payment_method: 'atm' });
    expect(order.payments.map((p) => [p.method, p.state])).toEqual([['card', 'declined'], ['atm', 'pending']]);
    expect(order.payments[1]).toMatchObject({ bank_code: '822', amount: order.summary.total });
    expect(order.payments[1].virtual_account).toMatch(/^\d{14}$/);
  });

  it('refuses a method the order cannot take with the reason, and another member\'s order with 404', async () => {
    const { member, other, orderId } = await declinedCardOrder('refused', 16);
    const cod = await repay(member, orderId, { payment_method: 'cvs_cod' });
    expect([cod.statusCode, cod.json().fields]).toEqual([400, { payment_method: '取貨付款僅限超商取貨' }]);
    expect((await repay(member, orderId, { payment_method: 'cheque' })).statusCode).toBe(400);
    expect((await repay(other, orderId, { payment_method: 'atm' })).statusCode).toBe(404);
    expect((await detail(member, orderId)).payments.map((p) => p.state)).toEqual(['declined']);
  });
});
