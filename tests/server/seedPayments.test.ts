import { appContext } from '../../server/app';
import type { NewebPayGateway } from '../../server/services/payments/newebpay/NewebPayGateway';
import { reconcileOpenTrades } from '../../server/services/payments/newebpay/reconcile';
import { issueTokenPair } from '../../server/services/auth/tokens';
import { call } from './helpers/api';
import { demoOrderNo } from './helpers/sandboxMpg';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

/** Seeded card and ATM payments are NewebPay's, as the shop's own are: the demo's sandbox MPG knows each trade. */
describe.each(dialects())('the seed\'s payments on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, config: { demoMode: true } });
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  it('are NewebPay payments with a sandbox MPG trade of the same amount each (paid cards captured, unpaid ATM open with its account)', async () => {
    const payments = await t.db.selectFrom('payments').select(['id', 'method', 'gateway', 'state', 'amount', 'virtual_account']).where('amount', '>', 0).orderBy('id').execute();
    expect(payments.length).toBeGreaterThan(0);
    expect([...new Set(payments.map((p) => `${p.method} ${p.gateway}`))].sort()).toEqual(['atm newebpay', 'card newebpay']);
    const trades = await t.db.selectFrom('sandbox_mpg_trades').select(['merchant_order_no', 'amt', 'status', 'close_status', 'code_no']).orderBy('merchant_order_no').execute();
    const expected = payments.map((p) => ({
      merchant_order_no: demoOrderNo(p.id), amt: p.amount, status: p.state === 'succeeded' ? 'paid' : 'open',
      close_status: p.method === 'card' && p.state === 'succeeded' ? 3 : 0, code_no: p.virtual_account,
    }));
    expect(trades).toEqual(expected.sort((a, b) => a.merchant_order_no.localeCompare(b.merchant_order_no)));
  });

  it('lets the lost-notify job ask the gateway about the unpaid ATM payment, and the demo transfer pay it', async () => {
    const ctx = appContext(t.app);
    const gateway = ctx.payments as NewebPayGateway;
    const open = await t.db.selectFrom('payments').innerJoin('orders', 'orders.id', 'payments.order_id')
      .select(['payments.id', 'payments.amount', 'orders.member_id']).where('payments.method', '=', 'atm').where('payments.state', '=', 'pending').executeTakeFirstOrThrow();
    expect(await gateway.query(open.id, open.amount, Date.now())).toMatchObject({ tradeStatus: 0, paymentType: 'VACC' });
    expect(await reconcileOpenTrades(ctx, gateway, Date.now())).toBe(0);
    const member = { 'x-oauth-token': (await issueTokenPair(t.db, open.member_id, Date.now())).access_token };
    const paid = await call(t.app, 'POST', `/sandbox/atm/${open.id}/transfer`, { headers: member });
    expect([paid.statusCode, paid.json().data.state]).toEqual([200, 'succeeded']);
  });
});
