import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appContext } from '../../server/app';
import { bootShop, type BootedShop } from '../../server/boot';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed/index';
import { SANDBOX_EZPAY_BASE, SANDBOX_EZPAY_MERCHANT } from '../../server/services/invoices/ezpay/sandbox/sandboxSettings';
import { SANDBOX_CARDS, SANDBOX_MERCHANT, SANDBOX_MPG_PATHS } from '../../server/services/payments/newebpay/sandbox/sandboxSettings';
import { SANDBOX_LOGISTICS_BASE, SANDBOX_LOGISTICS_MERCHANT } from '../../server/services/logistics/ecpay/sandbox/sandboxSettings';
import { shipOrder } from '../../server/services/logistics/shipOrder';
import { call } from './helpers/api';
import { formOf } from './helpers/sandboxMpg';
import { createTestApp, TEST_PASSWORD_COST, type TestApp } from './helpers/testApp';
import { newMembers, optionOnSale, placeOrder, readyCheckout } from './checkout/fixtures';

/** A port nothing listens on now: the production shop's PUBLIC_ORIGIN must name it before the app is built. */
const freePort = () => new Promise<number>((resolve, reject) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  }).on('error', reject);
});

/** What a browser does with a gateway page's form: posts its fields, form-encoded, to its action. */
const browserPost = (url: string, fields: Record<string, string>) => fetch(url, {
  method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
});

type Route = { method: string; url: string };
const routesOf = (into: Route[]) => (route: { method: string | string[]; url: string }) => {
  for (const method of [route.method].flat()) if (method !== 'HEAD') into.push({ method, url: route.url });
};

/** Issue 27: with mail and NewebPay configured and no demo mode, the real start path starts, offers no stand-in, and pays on the configured MPG. */
describe('a production start against the sandboxes\' URLs', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'jiutuan-production-'));
  const file = path.join(dir, 'shop.db');
  const demoRoutes: Route[] = [];
  const productionRoutes: Route[] = [];
  let demo: TestApp;
  let sandbox: string;
  let shop: BootedShop;
  let env: Record<string, string>;

  beforeAll(async () => {
    // The demo shop hosts the sandbox MPG on a real port: the production shop reaches it only over the network.
    demo = await createTestApp('sqlite', { config: { demoMode: true }, onRoute: routesOf(demoRoutes) });
    await demo.app.listen({ host: '127.0.0.1', port: 0 });
    sandbox = `http://127.0.0.1:${(demo.app.server.address() as { port: number }).port}`;
    // An operator's existing database (production never seeds one unasked).
    const seeded = await createDatabase(`file:${file}`);
    await migrateToLatest(seeded);
    await seedDatabase(seeded, { scale: 0.05, passwordCost: TEST_PASSWORD_COST, now: Date.now() });
    await seeded.destroy();
    const port = await freePort();
    env = {
      NODE_ENV: 'production', DATABASE_URL: `file:${file}`, HOST: '127.0.0.1', PORT: String(port), PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      UPLOADS_DIR: path.join(dir, 'uploads'),
      // Nothing listens there: the start does not connect, and the mail a payment sends waits in the outbox.
      SMTP_URL: 'smtp://127.0.0.1:9',
      NEWEBPAY_MERCHANT_ID: SANDBOX_MERCHANT.merchantId, NEWEBPAY_HASH_KEY: SANDBOX_MERCHANT.hashKey, NEWEBPAY_HASH_IV: SANDBOX_MERCHANT.hashIv,
      NEWEBPAY_MPG_URL: `${sandbox}${SANDBOX_MPG_PATHS.gateway}`, NEWEBPAY_QUERY_URL: `${sandbox}${SANDBOX_MPG_PATHS.query}`,
      NEWEBPAY_CANCEL_URL: `${sandbox}${SANDBOX_MPG_PATHS.cancel}`, NEWEBPAY_CLOSE_URL: `${sandbox}${SANDBOX_MPG_PATHS.close}`,
      NEWEBPAY_ORDER_PREFIX: 'PRODTEST',
      EZPAY_MERCHANT_ID: SANDBOX_EZPAY_MERCHANT.merchantId, EZPAY_HASH_KEY: SANDBOX_EZPAY_MERCHANT.hashKey, EZPAY_HASH_IV: SANDBOX_EZPAY_MERCHANT.hashIv,
      EZPAY_URL: `${sandbox}${SANDBOX_EZPAY_BASE}`,
      ECPAY_LOGISTICS_MERCHANT_ID: SANDBOX_LOGISTICS_MERCHANT.merchantId, ECPAY_LOGISTICS_HASH_KEY: SANDBOX_LOGISTICS_MERCHANT.hashKey,
      ECPAY_LOGISTICS_HASH_IV: SANDBOX_LOGISTICS_MERCHANT.hashIv, ECPAY_LOGISTICS_URL: `${sandbox}${SANDBOX_LOGISTICS_BASE}`,
    };
    shop = await bootShop(env, ['node', 'server/main.ts'], { onRoute: routesOf(productionRoutes) });
    await shop.app.listen({ host: shop.config.host, port: shop.config.port });
  }, 60_000);

  afterAll(async () => {
    await shop?.app.close();
    await shop?.db.destroy();
    await demo?.close();
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('refuses to start without mail, the merchant, the e-invoice merchant or the logistics merchant, and starts in production mode with all four', async () => {
    const { SMTP_URL: _mail, ...noMail } = env;
    const { NEWEBPAY_HASH_IV: _iv, ...noMerchant } = env;
    const { ECPAY_LOGISTICS_HASH_KEY: _logisticsKey, ...noLogistics } = env;
    await expect(bootShop(noMail, [])).rejects.toThrow('Missing: SMTP_URL (outgoing mail)');
    await expect(bootShop(noMerchant, [])).rejects.toThrow('NEWEBPAY_HASH_IV (a real payment gateway)');
    const { EZPAY_HASH_KEY: _key, ...noInvoices } = env;
    await expect(bootShop(noInvoices, [])).rejects.toThrow('EZPAY_HASH_IV (e-invoices)');
    await expect(bootShop({ ...env, EZPAY_HASH_IV: 'short' }, [])).rejects.toThrow('EZPAY_HASH_KEY must be 32 bytes and EZPAY_HASH_IV 16');
    await expect(bootShop(noLogistics, [])).rejects.toThrow('ECPAY_LOGISTICS_HASH_IV (store pickup and shipping)');
    expect({ production: shop.config.isProduction, demo: shop.config.demoMode, mpg: shop.config.payment?.mpgUrl }).toEqual({
      production: true, demo: false, mpg: `${sandbox}${SANDBOX_MPG_PATHS.gateway}`,
    });
    expect((await fetch(`${shop.config.publicOrigin}/ping`)).status).toBe(200);
  });

  it('serves none of the sandbox, /dev or demo-only routes (404)', async () => {
    const standIns = demoRoutes.filter((d) => !productionRoutes.some((p) => p.method === d.method && p.url === d.url));
    expect(standIns.filter((r) => /^\/(sandbox|dev)\//.test(r.url)).length).toBeGreaterThan(10);
    expect(productionRoutes.filter((r) => /^\/(sandbox|dev)\//.test(r.url))).toEqual([]);
    // The login-test page is the one route production keeps: it answers as the not-found page.
    const hidden = [...standIns, { method: 'GET', url: '/auth/login-test' }];
    const answers = await Promise.all(hidden.map(async (r) => {
      const url = r.url.replace(/:[A-Za-z]+/g, '1');
      const answer = await call(shop.app, r.method as 'GET', url);
      return `${r.method} ${url} ${answer.statusCode}`;
    }));
    expect(answers).toEqual(hidden.map((r) => `${r.method} ${r.url.replace(/:[A-Za-z]+/g, '1')} 404`));
  });

  it('hands a card payment to the configured MPG, and the MPG\'s notify settles it', async () => {
    const [member] = await newMembers(shop.db, 1, 'production-start-');
    const { optionId } = await optionOnSale(shop.db, { stock: 5, limit: 5 });
    const checkoutId = await readyCheckout(shop.app, member, optionId, 1, 'card');
    const placed = (await placeOrder(shop.app, member, checkoutId, 'production-start-0001')).json().data;
    const paymentId = placed.payment.id as number;
    expect(placed.payment.next_path).toBe(`/groupbuy/neweb_credit_form/${paymentId}`);
    const handoff = (await call(shop.app, 'GET', `/v1/payments/${paymentId}/hosted-form`, { headers: member })).json().data.hosted;
    expect(handoff.url).toBe(`${sandbox}${SANDBOX_MPG_PATHS.gateway}`);

    const cardPage = await browserPost(handoff.url, handoff.fields);
    expect(cardPage.status).toBe(200);
    const cardForm = formOf(await cardPage.text());
    const paid = await browserPost(new URL(cardForm.action, sandbox).toString(), { CardNo: SANDBOX_CARDS.succeeds, Exp: '12/30', CVC: '123' });
    const back = formOf(await paid.text());
    expect(back.action).toBe(`${shop.config.publicOrigin}/payments/newebpay/return`);

    const payment = await shop.db.selectFrom('payments').select(['state', 'gateway', 'card_last4']).where('id', '=', paymentId).executeTakeFirstOrThrow();
    expect(payment).toEqual({ state: 'succeeded', gateway: 'newebpay', card_last4: '1111' });
    const order = await shop.db.selectFrom('orders').select('status').where('id', '=', placed.order_id as number).executeTakeFirstOrThrow();
    expect(order.status).toBe('to_ship');
    // The e-invoice is issued by the configured ezPay (the demo shop's sandbox, over the network).
    const invoice = await shop.db.selectFrom('einvoices').select(['status', 'number']).where('order_id', '=', placed.order_id as number).executeTakeFirstOrThrow();
    expect(invoice).toEqual({ status: 'issued', number: expect.stringMatching(/^AB\d{8}$/) });
    const issued = await demo.db.selectFrom('sandbox_ezpay_invoices').select('merchant_order_no').where('invoice_number', '=', invoice.number).executeTakeFirstOrThrow();
    expect(issued.merchant_order_no).toBe(placed.number);
    const shown = await browserPost(back.action, back.fields);
    expect([shown.status, shown.headers.get('location')]).toEqual([303, `/groupbuy/pay/v2/${checkoutId}`]);

    // QueryTradeInfo and CreditCard/Cancel go to their configured URLs too: the gateway gives the money back.
    const amount = (await shop.db.selectFrom('payments').select('amount').where('id', '=', paymentId).executeTakeFirstOrThrow()).amount;
    await appContext(shop.app).payments.refund({ paymentId, method: 'card', amount, orderNumber: placed.number as string }, Date.now());
    const trade = await demo.db.selectFrom('sandbox_mpg_trades').select('status').where('merchant_order_no', '=', `PRODTEST${paymentId}`).executeTakeFirstOrThrow();
    expect(trade.status).toBe('cancelled');
  });

  it('ships an order through ECPAY_LOGISTICS_URL over the network (the local ECPay of the demo shop)', async () => {
    const ctx = appContext(shop.app);
    const order = await shop.db.selectFrom('orders').select('id').where('status', '=', 'to_ship').orderBy('id').executeTakeFirstOrThrow();
    const outcome = await shipOrder({ db: shop.db, logistics: ctx.logistics!, mailer: ctx.mailer, origin: shop.config.publicOrigin, now: Date.now }, order.id);
    expect(outcome.kind).toBe('shipped');
    const shipment = await shop.db.selectFrom('shipments').select(['logistics_id', 'merchant_trade_no']).where('order_id', '=', order.id).executeTakeFirstOrThrow();
    const atProvider = await demo.db.selectFrom('sandbox_ecpay_shipments').select('logistics_id').where('merchant_trade_no', '=', shipment.merchant_trade_no).executeTakeFirstOrThrow();
    expect(atProvider.logistics_id).toBe(shipment.logistics_id);
  });
});
