import { appContext } from '../../../server/app';
import type { LogisticsProvider } from '../../../server/services/logistics/LogisticsProvider';
import { SHIP_CLAIM_STALE_MS } from '../../../server/services/logistics/shipOrder';
import { call } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { newMembers } from '../checkout/fixtures';
import { placedOrder } from '../memberOrders/fixtures';
import { recordingGateway, seedStaff, staffCookies, testClock } from './staffHelpers';

/** 出貨 books one parcel even when the carrier's answer is lost: a stale claim asks the carrier (by the order's MerchantTradeNo) before booking. */
describe.each(dialects())('a parcel is booked once, whatever the carrier answered (%s)', (dialect) => {
  let t: TestApp;
  const clock = testClock(Date.now());
  const recording = recordingGateway();
  let logistics: LogisticsProvider;
  const carrier = { creates: 0, timesOutAfterBooking: false, queryDown: false };
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, now: clock.now, paymentGateway: recording.gateway });
    await seedStaff(t.db, clock.now());
    logistics = appContext(t.app).logistics!;
    const [create, find] = [logistics.createShipment.bind(logistics), logistics.findShipment.bind(logistics)];
    logistics.createShipment = async (...args) => {
      carrier.creates++;
      const created = await create(...args);
      if (carrier.timesOutAfterBooking) throw new Error('The operation was aborted due to timeout');
      return created;
    };
    logistics.findShipment = async (...args) => {
      if (carrier.queryDown) throw new Error('fetch failed');
      return find(...args);
    };
  }, 60_000);
  afterAll(() => t.close());
  afterEach(() => Object.assign(carrier, { timesOutAfterBooking: false, queryDown: false }));

  async function paid(prefix: string, skip: number) {
    const [member] = await newMembers(t.db, 1, `${prefix}-${dialect}-`);
    const placed = await placedOrder(t.app, t.db, member, { skip, quantity: 1, price: 500 });
    await t.db.updateTable('orders').set({ status: 'to_ship', paid_at: clock.now() }).where('id', '=', placed.orderId).execute();
    await t.db.updateTable('payments').set({ state: 'succeeded', card_brand: 'VISA', card_last4: '4242' }).where('order_id', '=', placed.orderId).execute();
    const { number } = await t.db.selectFrom('orders').select('number').where('id', '=', placed.orderId).executeTakeFirstOrThrow();
    return { id: placed.orderId, tradeNo: `S${number.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 20) };
  }
  const statusOf = async (id: number) => (await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const carrierParcels = async (tradeNo: string) => (await t.db.selectFrom('sandbox_ecpay_shipments').select('logistics_id').where('merchant_trade_no', '=', tradeNo).execute()).length;
  const shopParcels = async (id: number) => (await t.db.selectFrom('shipments').select('logistics_id').where('order_id', '=', id).execute()).length;
  const ship = async (id: number) => call(t.app, 'POST', `/admin/api/orders/${id}/ship`, { cookies: await staffCookies(t.app, 'operations', clock) });
  const cancel = async (id: number) => call(t.app, 'POST', `/admin/api/orders/${id}/cancel`, { cookies: await staffCookies(t.app, 'support', clock), body: { reason: '缺貨' } });

  it('the carrier books, then times out: staff hear the outcome is unknown, and a retry adopts that booking (one parcel)', async () => {
    const order = await paid('timeout', 1);
    const creates = carrier.creates;
    carrier.timesOutAfterBooking = true;
    const lost = await ship(order.id);
    expect([lost.statusCode, lost.json().message]).toEqual([409, '出貨結果不明，請至物流後台確認']);
    carrier.timesOutAfterBooking = false;
    const soon = await ship(order.id);
    expect([soon.statusCode, soon.json().message]).toEqual([409, '這筆訂單正在出貨中，請稍後重新整理']);
    clock.advance(SHIP_CLAIM_STALE_MS + 1);
    const retried = await ship(order.id);
    expect(retried.json().data).toMatchObject({ status: 'shipped' });
    expect([carrier.creates - creates, await carrierParcels(order.tradeNo), await shopParcels(order.id)]).toEqual([1, 1, 1]);
    const detail = (await call(t.app, 'GET', `/admin/api/orders/${order.id}`, { cookies: await staffCookies(t.app, 'support', clock) })).json().data;
    expect(detail.shipment).toMatchObject({ logistics_id: expect.any(String) });
  });

  it('a stale claim the carrier cannot be asked about stays for staff: no second booking', async () => {
    const order = await paid('query-down', 2);
    carrier.timesOutAfterBooking = true;
    await ship(order.id);
    carrier.timesOutAfterBooking = false;
    carrier.queryDown = true;
    clock.advance(SHIP_CLAIM_STALE_MS + 1);
    const unknown = await ship(order.id);
    expect([unknown.statusCode, unknown.json().message]).toEqual([409, '出貨結果不明，請至物流後台確認']);
    const refused = await cancel(order.id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, '出貨結果不明，請至物流後台確認']);
    expect([await carrierParcels(order.tradeNo), await shopParcels(order.id), await statusOf(order.id)]).toEqual([1, 0, 'to_ship']);
    expect(recording.refunds).toHaveLength(0);
  });

  it('a cancel meeting a stale claim asks the carrier: a booked parcel is adopted (no cancel), none lets the cancel through', async () => {
    const booked = await paid('cancel-booked', 3);
    carrier.timesOutAfterBooking = true;
    await ship(booked.id);
    carrier.timesOutAfterBooking = false;
    const never = await paid('cancel-never', 4);
    await t.db.insertInto('shipment_claims').values({ order_id: never.id, claimed_at: clock.now() }).execute();
    clock.advance(SHIP_CLAIM_STALE_MS + 1);
    const refused = await cancel(booked.id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, '訂單狀態為「已出貨」，不能取消；已出貨的訂單請走退款流程']);
    expect([await statusOf(booked.id), await shopParcels(booked.id)]).toEqual(['shipped', 1]);
    expect((await cancel(never.id)).json().data).toMatchObject({ status: 'cancelled' });
    expect(await t.db.selectFrom('shipment_claims').select('order_id').where('order_id', '=', never.id).execute()).toEqual([]);
  });
});
