import { appContext } from '../../../server/app';
import { checkMacValue } from '../../../server/services/logistics/ecpay/checkMacValue';
import { runSandboxLogistics } from '../../../server/services/logistics/ecpay/sandbox/sandboxLogistics';
import { SANDBOX_LOGISTICS_MERCHANT as MERCHANT } from '../../../server/services/logistics/ecpay/sandbox/sandboxSettings';
import type { LogisticsDeps } from '../../../server/services/logistics/LogisticsDeps';
import { shipOrder } from '../../../server/services/logistics/shipOrder';
import { shipmentLabelForm } from '../../../server/services/logistics/shipmentLabel';
import { demoShipper } from '../../../server/services/logistics/demoShipper';
import { runFulfilment } from '../../../server/services/memberOrders/fulfilment';
import { DEMO_TIMINGS } from '../../../server/services/memberOrders/demoTimings';
import { call } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { newMembers, optionOnSale, placeOrder, readyCheckout } from '../checkout/fixtures';
import { FORM, formBody } from './forms';

/** Issue 27: staff ship an order through ECPay logistics (the local one here); its status callbacks move the order. */
describe.each(dialects())('shipments and status callbacks on %s', (dialect) => {
  let t: TestApp;
  let clock = Date.now();
  let deps: LogisticsDeps;
  const orderStatus = async (id: number) => (await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const events = async (id: number) => t.db.selectFrom('shipment_events').innerJoin('shipments', 'shipments.id', 'shipment_events.shipment_id')
    .select(['shipment_events.code']).where('shipments.order_id', '=', id).orderBy('shipment_events.id').execute();
  const postStatus = (fields: Record<string, string>) => t.app.inject({ method: 'POST', url: '/logistics/ecpay/status', headers: FORM, payload: formBody(fields) });
  const sent: Record<string, string>[] = [];
  const buyers = new Map<number, Record<string, string>>();
  const tick = async (afterMs: number) => {
    clock += afterMs;
    return runSandboxLogistics(t.db, async (_url, fields) => {
      sent.push(fields);
      const answer = await postStatus(fields);
      expect(answer.body).toBe('1|OK');
    }, clock);
  };

  /** A paid order waiting to ship, to a store of `chain` or home. */
  async function paidOrder(kind: 'cvs' | 'home', n: number): Promise<number> {
    const [member] = await newMembers(t.db, 1, `ship-${dialect}-${kind}-${n}-`);
    buyers.set(n, member);
    const { optionId } = await optionOnSale(t.db, { stock: 9, limit: 9, skip: 30 + n });
    const checkoutId = await readyCheckout(t.app, member, optionId);
    if (kind === 'cvs') {
      const store = await t.db.selectFrom('convenience_stores').select('store_id').where('chain', '=', 'seven').orderBy('store_id').executeTakeFirstOrThrow();
      const saved = await call(t.app, 'POST', '/v1/destinations', { headers: member, body: { kind: 'cvs', recipient: '王小美', mobile: '0912345678', store_chain: 'seven', store_id: store.store_id } });
      await call(t.app, 'PATCH', `/v1/checkouts/${checkoutId}`, { headers: member, body: { delivery_method: 'cvs', destination_id: saved.json().data.id } });
    }
    const placed = await placeOrder(t.app, member, checkoutId, `ship-${dialect}-${kind}-${n}`);
    const orderId = placed.json().data.order_id as number;
    await t.db.updateTable('orders').set({ status: 'to_ship' }).where('id', '=', orderId).execute();
    await t.db.insertInto('order_status_history').values({ order_id: orderId, status: 'to_ship', created_at: clock }).execute();
    return orderId;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, now: () => clock });
    const ctx = appContext(t.app);
    deps = { db: t.db, logistics: ctx.logistics!, mailer: ctx.mailer, origin: ctx.config.publicOrigin, now: () => clock };
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  it('creates the store-pickup shipment (Express/Create), keeps its ids and moves the order to 已出貨, once', async () => {
    const orderId = await paidOrder('cvs', 1);
    const outcome = await shipOrder(deps, orderId);
    expect(outcome.kind).toBe('shipped');
    const shipment = await t.db.selectFrom('shipments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(shipment).toMatchObject({ logistics_type: 'CVS', sub_type: 'UNIMARTC2C', logistics_id: expect.stringMatching(/^\d+$/), cvs_payment_no: expect.any(String) });
    expect(await orderStatus(orderId)).toBe('shipped');
    expect(await events(orderId)).toEqual([{ code: '300' }]);
    expect((await shipOrder(deps, orderId)).kind).toBe('already-shipped');
    expect(await t.db.selectFrom('sandbox_ecpay_shipments').select('logistics_id').where('merchant_trade_no', '=', shipment.merchant_trade_no).execute()).toHaveLength(1);
  });

  it('moves 已出貨 → 已送達 when the parcel reaches the store and → 已完成 when it is picked up; a repeated callback changes nothing', async () => {
    const orderId = await paidOrder('cvs', 2);
    await shipOrder(deps, orderId);
    sent.length = 0;
    await tick(120_000);
    expect(await orderStatus(orderId)).toBe('delivered');
    const arrival = sent.find((f) => f.RtnCode === '2073')!;
    expect(arrival).toBeDefined();
    const again = await postStatus(arrival);
    expect([again.statusCode, again.body]).toEqual([200, '1|OK']);
    expect((await events(orderId)).map((e) => e.code)).toEqual(['300', '2073']);
    await tick(180_000);
    expect(await orderStatus(orderId)).toBe('completed');
    expect((await events(orderId)).map((e) => e.code)).toEqual(['300', '2073', '2067']);

    const detail = (await call(t.app, 'GET', `/v1/orders/detail?id=${orderId}`, { headers: buyers.get(2)! })).json().data;
    const shipment = await t.db.selectFrom('shipments').select('cvs_payment_no').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(detail.shipment).toEqual({
      carrier: '7-ELEVEN 店到店', tracking_number: shipment.cvs_payment_no,
      events: [
        { code: '300', label: '訂單處理中(已收到訂單資料)', at: expect.any(Number) },
        { code: '2073', label: '商品配達買家取貨門市', at: expect.any(Number) },
        { code: '2067', label: '消費者成功取件', at: expect.any(Number) },
      ],
    });
  });

  it('owes the e-invoice of a 取貨付款 order when its parcel is picked up (the cash is collected then), and not before', async () => {
    const orderId = await paidOrder('cvs', 11);
    await t.db.updateTable('orders').set({ payment_method: 'cvs_cod' }).where('id', '=', orderId).execute();
    const invoice = () => t.db.selectFrom('einvoices').select(['status', 'total']).where('order_id', '=', orderId).executeTakeFirst();
    await shipOrder(deps, orderId);
    await tick(120_000);
    expect(await orderStatus(orderId)).toBe('delivered');
    expect(await invoice()).toBeUndefined();
    await tick(180_000);
    expect(await orderStatus(orderId)).toBe('completed');
    const { total } = await t.db.selectFrom('orders').select('total').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(await invoice()).toMatchObject({ total });
  });

  it('refuses a callback whose CheckMacValue is not ours (0|ERROR) and changes nothing', async () => {
    const orderId = await paidOrder('cvs', 3);
    await shipOrder(deps, orderId);
    const shipment = await t.db.selectFrom('shipments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const fields = {
      MerchantID: MERCHANT.merchantId, MerchantTradeNo: shipment.merchant_trade_no, RtnCode: '2067', RtnMsg: '消費者成功取件',
      AllPayLogisticsID: shipment.logistics_id, LogisticsType: 'CVS', LogisticsSubType: 'UNIMARTC2C', GoodsAmount: '1', UpdateStatusDate: '2026/11/27 12:00:00',
    };
    const forged = await postStatus({ ...fields, CheckMacValue: checkMacValue(fields, 'someone-elses-key', MERCHANT.hashIv) });
    const unsigned = await postStatus(fields);
    expect([forged.statusCode, forged.body, unsigned.body]).toEqual([200, '0|ERROR', '0|ERROR']);
    expect(await orderStatus(orderId)).toBe('shipped');
    expect((await events(orderId)).map((e) => e.code)).toEqual(['300']);
  });

  it('ships home parcels by 黑貓 with a 託運單號 and moves the order to 已送達 on 配完', async () => {
    const orderId = await paidOrder('home', 4);
    expect((await shipOrder(deps, orderId)).kind).toBe('shipped');
    const shipment = await t.db.selectFrom('shipments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(shipment).toMatchObject({ logistics_type: 'HOME', sub_type: 'TCAT', booking_note: expect.stringMatching(/^\d{12}$/), cvs_payment_no: null });
    await tick(60_000);
    expect(await orderStatus(orderId)).toBe('shipped');
    await tick(60_000);
    expect(await orderStatus(orderId)).toBe('delivered');
  });

  it('does not ship an order that is not paid, nor one that does not exist', async () => {
    const orderId = await paidOrder('home', 5);
    await t.db.updateTable('orders').set({ status: 'pending_payment' }).where('id', '=', orderId).execute();
    expect(await shipOrder(deps, orderId)).toEqual({ kind: 'not-ready', status: 'pending_payment' });
    expect(await shipOrder(deps, 999_999)).toEqual({ kind: 'not-found' });
    expect(await t.db.selectFrom('shipments').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
  });

  it('gives the back office the signed label form of a shipped order, and none before', async () => {
    const orderId = await paidOrder('cvs', 6);
    expect(await shipmentLabelForm(deps, orderId)).toBeNull();
    await shipOrder(deps, orderId);
    const form = await shipmentLabelForm(deps, orderId);
    expect(form?.url).toMatch(/\/sandbox\/ecpay\/Express\/PrintUniMartC2COrderInfo$/);
    expect(form?.fields).toMatchObject({ MerchantID: MERCHANT.merchantId, CVSValidationNo: expect.any(String) });
  });

  it('demo mode\'s warehouse ships paid orders through the provider, and leaves their later moves to its callbacks', async () => {
    const orderId = await paidOrder('cvs', 7);
    const ctx = appContext(t.app);
    const jobDeps = { db: t.db, mailer: ctx.mailer, origin: ctx.config.publicOrigin, ship: demoShipper({ ...ctx, now: () => clock }) };
    clock += DEMO_TIMINGS.shipAfterMs;
    await runFulfilment(jobDeps, clock);
    expect(await orderStatus(orderId)).toBe('shipped');
    expect(await t.db.selectFrom('shipments').select('sub_type').where('order_id', '=', orderId).executeTakeFirst()).toEqual({ sub_type: 'UNIMARTC2C' });
    // The old job would deliver it now; only the parcel's arrival at the store does.
    await runFulfilment(jobDeps, clock + DEMO_TIMINGS.deliverAfterMs);
    expect(await orderStatus(orderId)).toBe('shipped');
  });
});
