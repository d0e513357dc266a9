import { sql } from 'kysely';
import { NewebPayGateway } from '../../server/services/payments/newebpay/NewebPayGateway';
import { sandboxPaymentConfig } from '../../server/services/payments/newebpay/sandbox/sandboxSettings';
import type { PaymentGateway, RefundRequest } from '../../server/services/payments/PaymentGateway';
import { SandboxPaymentGateway } from '../../server/services/payments/SandboxPaymentGateway';
import { refundStrayPayments } from '../../server/services/payments/strayPayments';
import { call } from './helpers/api';
import { demoOrderNo, postForm, signedMpgPost } from './helpers/sandboxMpg';
import { createTestApp, dialects, TEST_ORIGIN, type TestApp } from './helpers/testApp';
import { newMembers, optionOnSale, placeOrder, readyCheckout } from './checkout/fixtures';

/** NewebPay pointed at the sandbox MPG, counting what it gives back; `failing` refuses refunds (the acquirer is down). */
class CountingGateway extends NewebPayGateway implements PaymentGateway {
  refunds: RefundRequest[] = [];
  failing = false;
  override async refund(request: RefundRequest): Promise<void> {
    if (this.failing) throw new Error('acquirer unreachable');
    this.refunds.push(request);
  }
}

const PARALLEL = 50;

describe.each(dialects())('one charge per order on %s (issue 25)', (dialect) => {
  let t: TestApp;
  const gateway = new CountingGateway({ ...sandboxPaymentConfig(TEST_ORIGIN), publicOrigin: TEST_ORIGIN }, { others: new SandboxPaymentGateway() });
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, config: { demoMode: true }, paymentGateway: gateway });
  }, 60_000);
  afterAll(async () => t.close(), 30_000);
  beforeEach(() => {
    gateway.refunds = [];
    gateway.failing = false;
  });

  async function cardOrder(prefix: string, skip: number) {
    const [member] = await newMembers(t.db, 1, `${prefix}-${dialect}-`);
    const { optionId } = await optionOnSale(t.db, { stock: 5, limit: 5, skip });
    const checkoutId = await readyCheckout(t.app, member, optionId, 1, 'card');
    const placed = (await placeOrder(t.app, member, checkoutId, `key-${prefix}-0001`)).json().data;
    return { member, optionId, orderId: placed.order_id as number, total: placed.total as number };
  }
  const repay = (member: Record<string, string>, orderId: number) => call(t.app, 'POST', `/v1/orders/payments?id=${orderId}`, { headers: member, body: {} });
  const cancel = (member: Record<string, string>, orderId: number) => call(t.app, 'POST', `/v1/orders/cancel?id=${orderId}`, { headers: member, body: {} });
  const payments = (orderId: number) => t.db.selectFrom('payments').select(['id', 'state', 'amount']).where('order_id', '=', orderId).orderBy('id').execute();
  const open = async (orderId: number) => (await payments(orderId)).filter((p) => p.state === 'pending' || p.state === 'challenge');
  /** The gateway reports a captured payment, as it would from outside: its signed notify post; answers the payment's state after it. */
  async function gatewaySuccess(paymentId: number) {
    const payment = await t.db.selectFrom('payments').select('amount').where('id', '=', paymentId).executeTakeFirstOrThrow();
    const result = { Amt: payment.amount, TradeNo: `T${paymentId}`, MerchantOrderNo: demoOrderNo(paymentId), PaymentType: 'CREDIT' };
    const response = await postForm(t.app, '/payments/newebpay/notify', signedMpgPost(result));
    if (response.statusCode !== 200) throw new Error(`notify answered ${response.statusCode}`);
    return (await t.db.selectFrom('payments').select('state').where('id', '=', paymentId).executeTakeFirstOrThrow()).state;
  }
  const strayMails = async (orderId: number) => {
    const order = await t.db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirstOrThrow();
    return t.db.selectFrom('outbox').select('subject').where('subject', 'like', `%${order.number} 的一筆款項將全額退回%`).execute();
  };

  it(`leaves one chargeable payment after ${PARALLEL} parallel 重新付款, and captures the order's total once`, async () => {
    const { member, orderId, total } = await cardOrder('repay', 11);
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => repay(member, orderId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(PARALLEL).fill(201));
    expect(await open(orderId)).toHaveLength(1);

    const all = await payments(orderId);
    const results = await Promise.all(all.map((p) => gatewaySuccess(p.id)));
    expect(results.filter((r) => r === 'succeeded')).toHaveLength(1);
    expect(results.filter((r) => r === 'refunded')).toHaveLength(all.length - 1);
    const after = await payments(orderId);
    expect(after.filter((p) => p.state === 'succeeded')).toHaveLength(1);
    expect(after.filter((p) => p.state === 'refunded')).toHaveLength(all.length - 1);
    expect(gateway.refunds).toHaveLength(all.length - 1);
    expect(gateway.refunds.every((r) => r.amount === total)).toBe(true);
    // Kept: one total. Every other capture is given back, the member told, the staff log resolved.
    expect(after.filter((p) => p.state === 'succeeded').reduce((s, p) => s + p.amount, 0)).toBe(total);
    expect(await strayMails(orderId)).toHaveLength(all.length - 1);
    const incidents = await t.db.selectFrom('payment_incidents').select(['resolved_at', 'amount']).where('order_id', '=', orderId).execute();
    expect(incidents).toHaveLength(all.length - 1);
    expect(incidents.every((i) => i.resolved_at !== null && i.amount === total)).toBe(true);
    const order = await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe('to_ship');
  });

  it(`leaves nothing chargeable on an order cancelled amid ${PARALLEL} parallel 重新付款`, async () => {
    const { member, orderId, optionId } = await cardOrder('cancel', 12);
    const stockBefore = (await t.db.selectFrom('options').select('stock').where('id', '=', optionId).executeTakeFirstOrThrow()).stock;
    const half = PARALLEL / 2;
    const answers = await Promise.all([
      ...Array.from({ length: half }, () => repay(member, orderId)),
      cancel(member, orderId),
      ...Array.from({ length: PARALLEL - half - 1 }, () => repay(member, orderId)),
    ]);
    expect(answers[half].statusCode).toBe(200);
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(await open(orderId)).toHaveLength(0);

    const results = await Promise.all((await payments(orderId)).map((p) => gatewaySuccess(p.id)));
    expect(results).not.toContain('succeeded');
    const order = await t.db.selectFrom('orders').select(['status', 'paid_at']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'cancelled', paid_at: null });
    expect((await payments(orderId)).every((p) => p.state === 'refunded')).toBe(true);
    const stockAfter = (await t.db.selectFrom('options').select('stock').where('id', '=', optionId).executeTakeFirstOrThrow()).stock;
    expect(stockAfter).toBe(stockBefore + 1);
  });

  it('holds a capture the acquirer cannot refund yet, and the payment job gives it back later, once', async () => {
    const { member, orderId } = await cardOrder('later', 13);
    const [first] = await payments(orderId);
    expect((await repay(member, orderId)).statusCode).toBe(201);
    gateway.failing = true;
    expect(await gatewaySuccess(first.id)).toBe('needs_refund');
    expect((await payments(orderId))[0].state).toBe('needs_refund');
    expect(await strayMails(orderId)).toHaveLength(0);

    gateway.failing = false;
    const job = await Promise.all([refundStrayPayments(jobDeps(), Date.now()), refundStrayPayments(jobDeps(), Date.now())]);
    expect(job[0] + job[1]).toBe(1);
    expect(gateway.refunds).toHaveLength(1);
    expect((await payments(orderId))[0].state).toBe('refunded');
    // A replayed success of the refunded payment changes nothing.
    expect(await gatewaySuccess(first.id)).toBe('refunded');
    expect(gateway.refunds).toHaveLength(1);
  });

  it('lets the database refuse a second open payment for one order', async () => {
    const { orderId } = await cardOrder('index', 14);
    expect(await payments(orderId)).toEqual([expect.objectContaining({ state: 'pending' })]);
    const now = Date.now();
    const second = t.db.insertInto('payments').values({
      order_id: orderId, method: 'card', gateway: 'sandbox', state: 'pending', amount: 1, card_brand: null, card_last4: null,
      bank_code: null, virtual_account: null, deadline: null, challenge_hash: null, created_at: now, updated_at: now,
    }).execute();
    // The message, not toThrow: better-sqlite3's error class belongs to the first test file that loaded it, so it is no Error of this one's realm.
    expect(await second.then(() => 'inserted', (error: { message: string }) => error.message)).toMatch(/unique/i);
    const count = await sql<{ n: number }>`select count(*) as n from payments where order_id = ${orderId}`.execute(t.db);
    expect(Number(count.rows[0].n)).toBe(1);
  });

  /** Two processes' payment jobs at once: the guarded claim lets one of them refund. */
  function jobDeps() {
    return { db: t.db, gateway, onRefunded: async () => undefined, onRefundFailed: () => undefined };
  }
});
