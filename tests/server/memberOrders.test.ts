import { call, demoMemberHeaders } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';
import { newMembers } from './checkout/fixtures';
import { memberIdOf, placedOrder } from './memberOrders/fixtures';

describe.each(dialects())('the member\'s orders on %s', (dialect) => {
  let t: TestApp;
  let amy: Record<string, string>;
  let ben: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05 });
    ({ amy, ben } = await demoMemberHeaders(t.app));
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  it('lists the seeded orders of every state with counts per tab', async () => {
    const all = await call(t.app, 'GET', '/v1/orders', { headers: amy });
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    const body = all.json().data;
    expect(body.counts).toEqual({ all: 7, unpaid: 1, 'to-ship': 1, shipped: 2, completed: 1, cancelled: 2 });
    expect(body.orders.map((o: { created_at: number }) => o.created_at)).toEqual([...body.orders.map((o: { created_at: number }) => o.created_at)].sort((a, b) => b - a));
    expect(body.orders[0]).toMatchObject({ status: 'pending_payment', status_label: '待付款', item_count: 3, payment_method: 'atm' });
    expect(body.orders[0].first_title).not.toBe('');
    const shipped = (await call(t.app, 'GET', '/v1/orders?type=shipped', { headers: amy })).json().data;
    expect(shipped.orders.map((o: { status: string }) => o.status).sort()).toEqual(['delivered', 'shipped']);
    const cancelled = (await call(t.app, 'GET', '/v1/orders?type=cancelled', { headers: amy })).json().data;
    expect(cancelled.orders.map((o: { status: string }) => o.status).sort()).toEqual(['cancelled', 'refund_requested']);
    const unknown = (await call(t.app, 'GET', '/v1/orders?type=whatever&page=abc', { headers: amy })).json().data;
    expect(unknown.orders).toHaveLength(7);
    expect(unknown.page).toBe(1);
  });

  it('pages ten at a time, newest first', async () => {
    const [cathy] = await newMembers(t.db, 1, `paging-${dialect}-`);
    const { orderId } = await placedOrder(t.app, t.db, cathy, { skip: 1 });
    const memberId = await memberIdOf(t.db, orderId);
    const template = await t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const { id: _id, ...row } = template;
    await t.db.insertInto('orders').values(Array.from({ length: 11 }, (_, i) => ({ ...row, number: `JTPAGE${dialect}${i}`, created_at: Number(row.created_at) - (i + 1) * 1000, member_id: memberId }))).execute();
    const first = (await call(t.app, 'GET', '/v1/orders?type=unpaid', { headers: cathy })).json().data;
    expect(first).toMatchObject({ page: 1, page_count: 2 });
    expect(first.orders).toHaveLength(10);
    expect(first.orders[0].id).toBe(orderId);
    const second = (await call(t.app, 'GET', '/v1/orders?type=unpaid&page=2', { headers: cathy })).json().data;
    expect(second.orders).toHaveLength(2);
    expect(second.orders[1].number).toBe(`JTPAGE${dialect}10`);
  });

  it('cancels an unpaid order once, giving back stock, coupon and credit, with a history row and a mail', async () => {
    const [dora] = await newMembers(t.db, 1, `cancel-${dialect}-`);
    const memberId = (await t.db.selectFrom('members').select('id').where('email', '=', `cancel-${dialect}-0@example.com`).executeTakeFirstOrThrow()).id;
    const coupon = await t.db.selectFrom('coupons').select('id').where('min_spend', '=', 0).executeTakeFirstOrThrow();
    await t.db.insertInto('member_coupons').values({ member_id: memberId, coupon_id: coupon.id, used_at: null, order_id: null, created_at: Date.now() }).execute();
    await t.db.insertInto('credit_ledger').values({ member_id: memberId, amount: 300, reason: 'welcome', order_id: null, created_at: Date.now() }).execute();
    const { orderId, optionId } = await placedOrder(t.app, t.db, dora, { skip: 2, quantity: 2, stock: 10, price: 800, change: { coupon: 'best', credit: 100 } });
    const order = await t.db.selectFrom('orders').select(['coupon_discount', 'credit_used']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.coupon_discount).toBeGreaterThan(0);
    expect(order.credit_used).toBe(100);
    expect((await t.db.selectFrom('options').select('stock').where('id', '=', optionId).executeTakeFirstOrThrow()).stock).toBe(8);

    const cancelled = await call(t.app, 'POST', `/v1/orders/cancel?id=${orderId}`, { headers: dora });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toEqual({ order_id: orderId, status: 'cancelled', status_label: '已取消' });
    expect((await t.db.selectFrom('options').select('stock').where('id', '=', optionId).executeTakeFirstOrThrow()).stock).toBe(10);
    expect(await t.db.selectFrom('member_coupons').select('used_at').where('member_id', '=', memberId).executeTakeFirstOrThrow()).toEqual({ used_at: null });
    const balance = await t.db.selectFrom('credit_ledger').select((eb) => eb.fn.sum<number>('amount').as('sum')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
    expect(Number(balance.sum)).toBe(300);
    const history = await t.db.selectFrom('order_status_history').select('status').where('order_id', '=', orderId).orderBy('id').execute();
    expect(history.map((h) => h.status)).toEqual(['pending_payment', 'cancelled']);
    const mail = await t.db.selectFrom('outbox').select('subject').where('to_address', '=', 'buyer@example.com').execute();
    expect(mail.map((m) => m.subject)).toContainEqual(expect.stringMatching(/已取消$/));

    const again = await call(t.app, 'POST', `/v1/orders/cancel?id=${orderId}`, { headers: dora });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_code: 'ORDER_NOT_CANCELLABLE', message: expect.stringContaining('無法取消') });
  });

  it('refuses to cancel a paid order', async () => {
    const list = (await call(t.app, 'GET', '/v1/orders?type=to-ship', { headers: ben })).json().data;
    const response = await call(t.app, 'POST', `/v1/orders/cancel?id=${list.orders[0].id as number}`, { headers: ben });
    expect(response.statusCode).toBe(409);
  });

  it('answers another member\'s order and refund ids with 404 on every route, and visitors with 401', async () => {
    const bens = (await call(t.app, 'GET', '/v1/orders', { headers: ben })).json().data.orders as { id: number; status: string }[];
    const benUnpaid = bens.find((o) => o.status === 'pending_payment')!.id;
    const benDelivered = bens.find((o) => o.status === 'delivered')!.id;
    const benRefund = (await call(t.app, 'GET', '/v1/refunds', { headers: ben })).json().data.refunds[0].id as number;
    const amyIds = ((await call(t.app, 'GET', '/v1/orders', { headers: amy })).json().data.orders as { id: number }[]).map((o) => o.id);
    expect(amyIds).not.toContain(benUnpaid);
    const attempts = [
      call(t.app, 'GET', `/v1/orders/detail?id=${benUnpaid}`, { headers: amy }),
      call(t.app, 'POST', `/v1/orders/cancel?id=${benUnpaid}`, { headers: amy }),
      call(t.app, 'POST', `/v1/orders/payments?id=${benUnpaid}`, { headers: amy }),
      call(t.app, 'POST', '/v1/refunds', { headers: amy, body: { order_id: benDelivered, lines: [{ option_id: 1, quantity: 1 }], reason: 'size', refund_to: 'credit' } }),
      call(t.app, 'GET', `/v1/refunds/detail?id=${benRefund}`, { headers: amy }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error_code).toBe('GEN_000002');
    }
    const amysRefunds = (await call(t.app, 'GET', '/v1/refunds', { headers: amy })).json().data.refunds as { id: number }[];
    expect(amysRefunds.map((r) => r.id)).not.toContain(benRefund);
    expect((await call(t.app, 'GET', `/v1/orders/detail?id=${benUnpaid}`, { headers: ben })).statusCode).toBe(200);
    for (const [method, url] of [['GET', '/v1/orders'], ['POST', `/v1/orders/cancel?id=${benUnpaid}`], ['GET', '/v1/refunds'], ['GET', `/v1/refunds/detail?id=${benRefund}`]] as const) {
      expect((await call(t.app, method, url)).statusCode).toBe(401);
    }
    expect((await call(t.app, 'POST', '/v1/orders/cancel?id=abc', { headers: amy })).statusCode).toBe(400);
  });
});
