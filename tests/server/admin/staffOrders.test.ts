import { appContext } from '../../../server/app';
import { call } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { newMembers } from '../checkout/fixtures';
import { placedOrder } from '../memberOrders/fixtures';
import { recordingGateway, seedStaff, staffCookies, testClock } from './staffHelpers';

/** 訂單管理 (issue 28): the list and detail, ship (one parcel however many click), mark delivered, cancel with the money back. */
describe.each(dialects())('營運 and 客服 work the orders desk (%s)', (dialect) => {
  let t: TestApp;
  const clock = testClock(Date.now());
  const recording = recordingGateway();
  let bookings = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, now: clock.now, paymentGateway: recording.gateway });
    await seedStaff(t.db, clock.now());
    // Counts the parcels asked of the (local) logistics provider; the pause lets two requests overlap.
    const logistics = appContext(t.app).logistics!;
    const create = logistics.createShipment.bind(logistics);
    logistics.createShipment = async (...args) => {
      bookings++;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return create(...args);
    };
  }, 60_000);
  afterAll(() => t.close());

  /** An order of a new member, paid and waiting to ship (or still unpaid). */
  async function order(prefix: string, skip: number, paid = true) {
    const [member] = await newMembers(t.db, 1, `${prefix}-${dialect}-`);
    const placed = await placedOrder(t.app, t.db, member, { skip, quantity: 1, price: 500 });
    if (paid) {
      await t.db.updateTable('orders').set({ status: 'to_ship', paid_at: clock.now() }).where('id', '=', placed.orderId).execute();
      await t.db.updateTable('payments').set({ state: 'succeeded', card_brand: 'VISA', card_last4: '4242' }).where('order_id', '=', placed.orderId).execute();
      await t.db.insertInto('order_status_history').values({ order_id: placed.orderId, status: 'to_ship', created_at: clock.now() }).execute();
    }
    const row = await t.db.selectFrom('orders').select(['number', 'total']).where('id', '=', placed.orderId).executeTakeFirstOrThrow();
    return { member, email: `${prefix}-${dialect}-0@example.com`, id: placed.orderId, number: row.number, total: Number(row.total), optionId: placed.optionId };
  }
  const statusOf = async (id: number) => (await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const auditOf = (id: number) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'order').where('entity_id', '=', String(id)).orderBy('id').execute();
  const stockOf = async (optionId: number) => Number((await t.db.selectFrom('options').select('stock').where('id', '=', optionId).executeTakeFirstOrThrow()).stock);

  it('finds orders by number, member e-mail or mobile, state, payment, delivery and day, a page at a time', async () => {
    const a = await order('list', 1);
    await t.db.updateTable('orders').set({ buyer: JSON.stringify({ name: '林小華', mobile: '0987000111', email: 'x@example.com' }) }).where('id', '=', a.id).execute();
    const cookies = await staffCookies(t.app, 'support', clock);
    const list = async (query: string) => (await call(t.app, 'GET', `/admin/api/orders?${query}`, { cookies })).json().data;
    expect((await list(`number=${a.number}`)).rows.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect((await list(`member=${a.email.toUpperCase()}`)).rows).toEqual([expect.objectContaining({ id: a.id, status_label: '待出貨', buyer_name: '林小華', total: a.total })]);
    expect((await list('member=0987-000-111')).total).toBe(1);
    expect((await list(`number=${a.number}&state=shipped`)).total).toBe(0);
    expect((await list(`number=${a.number}&payment=atm&delivery=home`)).total).toBe(1);
    expect((await list(`number=${a.number}&payment=card`)).total).toBe(0);
    const today = new Date(clock.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await list(`number=${a.number}&from=${today}&to=${today}`)).total).toBe(1);
    expect((await list(`number=${a.number}&to=2000-01-01`)).total).toBe(0);
    const page = await list('sort=total&dir=asc&page=1&page_size=3');
    expect(page.rows).toHaveLength(3);
    expect(page.rows.map((r: { total: number }) => r.total)).toEqual([...page.rows.map((r: { total: number }) => r.total)].sort((x, y) => x - y));
    const bad = await call(t.app, 'GET', '/admin/api/orders?from=2026/01/01', { cookies });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ from: '日期格式須為 YYYY-MM-DD' });
  });

  it('shows one order: lines, payments (brand and last four only), e-invoice, parcel and timeline; never a password hash', async () => {
    const a = await order('detail', 2);
    const cookies = await staffCookies(t.app, 'operations', clock);
    const answer = await call(t.app, 'GET', `/admin/api/orders/${a.id}`, { cookies });
    const detail = answer.json().data;
    expect(detail).toMatchObject({ id: a.id, number: a.number, status_label: '待出貨', member_email: a.email, can: { ship: true, deliver: false, cancel: true } });
    expect(detail.lines).toHaveLength(1);
    expect(detail.payments[0]).toMatchObject({ card: 'VISA **** 4242', state_label: '已付款' });
    expect(detail.timeline.map((s: { status_label: string }) => s.status_label)).toContain('待出貨');
    expect(answer.body).not.toMatch(/password|scrypt/);
    expect((await call(t.app, 'GET', '/admin/api/orders/99999999', { cookies })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/admin/api/orders/${a.id}`, { cookies: await staffCookies(t.app, 'content', clock) })).statusCode).toBe(404);
  });

  it('ships: one parcel, 已出貨, audited with who; a home parcel is then marked delivered', async () => {
    const a = await order('ship', 3);
    const cookies = await staffCookies(t.app, 'operations', clock);
    const shipped = await call(t.app, 'POST', `/admin/api/orders/${a.id}/ship`, { cookies });
    expect(shipped.json().data).toEqual({ id: a.id, status: 'shipped', status_label: '已出貨' });
    expect((await call(t.app, 'GET', `/admin/api/orders/${a.id}`, { cookies })).json().data.shipment).toMatchObject({ logistics_id: expect.any(String) });
    const again = await call(t.app, 'POST', `/admin/api/orders/${a.id}/ship`, { cookies });
    expect([again.statusCode, again.json().message]).toEqual([409, '這筆訂單已出貨']);
    const delivered = await call(t.app, 'POST', `/admin/api/orders/${a.id}/deliver`, { cookies });
    expect(delivered.json().data.status).toBe('delivered');
    const entries = await auditOf(a.id);
    expect(entries.map((e) => [e.action, e.before_json])).toEqual([['order.ship', '{"status":"to_ship"}'], ['order.deliver', '{"status":"shipped"}']]);
    expect(JSON.parse(entries[0].after_json!)).toMatchObject({ status: 'shipped', logistics_id: expect.any(String) });
  });

  it('books one parcel when two staff ship the same order at once', async () => {
    const a = await order('race', 4);
    const [ops, support] = [await staffCookies(t.app, 'operations', clock), await staffCookies(t.app, 'support', clock)];
    const before = bookings;
    const answers = await Promise.all([ops, support, ops].map((cookies) => call(t.app, 'POST', `/admin/api/orders/${a.id}/ship`, { cookies })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(bookings - before).toBe(1);
    expect(await t.db.selectFrom('shipments').select('id').where('order_id', '=', a.id).execute()).toHaveLength(1);
    expect((await auditOf(a.id)).map((e) => e.action)).toEqual(['order.ship']);
  });

  it('refuses to mark a store parcel delivered (the carrier reports it)', async () => {
    const a = await order('store', 5);
    await t.db.updateTable('orders').set({ status: 'shipped', delivery_method: 'cvs' }).where('id', '=', a.id).execute();
    const refused = await call(t.app, 'POST', `/admin/api/orders/${a.id}/deliver`, { cookies: await staffCookies(t.app, 'support', clock) });
    expect([refused.statusCode, refused.json().message]).toEqual([409, '只有已出貨的宅配訂單可以標記送達（超商取貨由物流回報）']);
    expect(await statusOf(a.id)).toBe('shipped');
  });

  it('cancels a paid order: the money back through the gateway, the stock back, audited with the reason', async () => {
    const a = await order('cancel', 6);
    const stock = await stockOf(a.optionId);
    const cookies = await staffCookies(t.app, 'support', clock);
    const cancelled = await call(t.app, 'POST', `/admin/api/orders/${a.id}/cancel`, { cookies, body: { reason: '缺貨' } });
    expect(cancelled.json().data).toEqual({ id: a.id, status: 'cancelled', status_label: '已取消' });
    expect(recording.refunds.at(-1)).toMatchObject({ amount: a.total, orderNumber: a.number });
    expect(await stockOf(a.optionId)).toBe(stock + 1);
    const payments = await t.db.selectFrom('payments').select('amount').where('order_id', '=', a.id).orderBy('id').execute();
    expect(payments.map((p) => Number(p.amount))).toEqual([a.total, -a.total]);
    const [entry] = await auditOf(a.id);
    expect(JSON.parse(entry.after_json!)).toEqual({ status: 'cancelled', reason: '缺貨', refunded: a.total });
  });

  it('cancels an unpaid order without calling the gateway', async () => {
    const a = await order('unpaid', 7, false);
    const refunds = recording.refunds.length;
    const cancelled = await call(t.app, 'POST', `/admin/api/orders/${a.id}/cancel`, { cookies: await staffCookies(t.app, 'operations', clock), body: { reason: '會員來電取消' } });
    expect(cancelled.statusCode).toBe(200);
    expect(recording.refunds.length).toBe(refunds);
    expect(await statusOf(a.id)).toBe('cancelled');
  });

  it('changes nothing when the cancel is refused: shipped, no reason, the gateway down, or a parcel being booked', async () => {
    const a = await order('refuse', 8);
    const cookies = await staffCookies(t.app, 'support', clock);
    const cancel = (body: object) => call(t.app, 'POST', `/admin/api/orders/${a.id}/cancel`, { cookies, body });
    const blank = await cancel({ reason: '  ' });
    expect([blank.statusCode, blank.json().fields]).toEqual([400, { reason: '請填寫取消原因' }]);
    recording.gateway.failing = true;
    const down = await cancel({ reason: '缺貨' });
    recording.gateway.failing = false;
    expect([down.statusCode, down.json().message]).toEqual([409, '金流退款失敗，訂單未取消，請稍後再試']);
    await t.db.insertInto('shipment_claims').values({ order_id: a.id, claimed_at: clock.now() }).execute();
    expect((await cancel({ reason: '缺貨' })).json().message).toBe('這筆訂單正在出貨中，請稍後重新整理');
    await t.db.deleteFrom('shipment_claims').where('order_id', '=', a.id).execute();
    expect(await statusOf(a.id)).toBe('to_ship');
    await t.db.updateTable('orders').set({ status: 'shipped' }).where('id', '=', a.id).execute();
    const shipped = await cancel({ reason: '缺貨' });
    expect([shipped.statusCode, shipped.json().message]).toEqual([409, '訂單狀態為「已出貨」，不能取消；已出貨的訂單請走退款流程']);
    expect(await t.db.selectFrom('payments').select('id').where('order_id', '=', a.id).execute()).toHaveLength(1);
    expect(await auditOf(a.id)).toEqual([]);
  });
});
