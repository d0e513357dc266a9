import { call } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { newMembers } from '../checkout/fixtures';
import { DAY, deliver, placedOrder, refund } from '../memberOrders/fixtures';
import { recordingGateway, seedStaff, staffCookies, testClock } from './staffHelpers';

describe.each(dialects())('客服 decides refund requests (%s)', (dialect) => {
  let t: TestApp;
  const clock = testClock(Date.now());
  const recording = recordingGateway();
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, now: clock.now, paymentGateway: recording.gateway });
    await seedStaff(t.db, clock.now());
  }, 60_000);
  afterAll(() => t.close());

  async function requested(prefix: string, skip: number, refundTo: 'original' | 'credit') {
    const [member] = await newMembers(t.db, 1, `${prefix}-${dialect}-`);
    const placed = await placedOrder(t.app, t.db, member, { skip, quantity: 1, price: 500 });
    await deliver(t.db, placed.orderId, clock.now() - DAY);
    const asked = await refund(t.app, member, { order_id: placed.orderId, lines: [{ option_id: placed.optionId, quantity: 1 }], reason: 'size', refund_to: refundTo });
    if (asked.statusCode !== 201) throw new Error(asked.body);
    return { member, orderId: placed.orderId, refundId: asked.json().data.id as number };
  }
  const auditOf = (entityId: number) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'refund').where('entity_id', '=', String(entityId)).execute();

  it('approves: the money goes back through the gateway, the member sees it refunded, and the audit log says who and from where', async () => {
    const { member, refundId } = await requested('approve', 1, 'original');
    const cookies = await staffCookies(t.app, 'support', clock);
    const queue = (await call(t.app, 'GET', '/admin/api/refunds', { cookies })).json().data;
    expect(queue.rows.map((r: { id: number }) => r.id)).toContain(refundId);
    const approved = await call(t.app, 'POST', `/admin/api/refunds/${refundId}/approve`, { cookies });
    expect(approved.json().data).toEqual({ id: refundId, status: 'refunded', status_label: expect.any(String) });
    expect(recording.refunds.at(-1)).toMatchObject({ amount: 600 });
    const seen = (await call(t.app, 'GET', `/v1/refunds/detail?id=${refundId}`, { headers: member })).json().data;
    expect(seen.status).toBe('refunded');
    const [entry] = await auditOf(refundId);
    expect(entry).toMatchObject({ action: 'refund.approve', ip: '127.0.0.1', before_json: '{"status":"requested"}' });
    expect(JSON.parse(entry.after_json!)).toMatchObject({ status: 'refunded', amount: 600 });
    expect((await call(t.app, 'POST', `/admin/api/refunds/${refundId}/approve`, { cookies })).statusCode).toBe(409);
  });

  it('changes nothing when the gateway will not refund', async () => {
    const { refundId } = await requested('gateway', 2, 'original');
    const cookies = await staffCookies(t.app, 'operations', clock);
    recording.gateway.failing = true;
    const refused = await call(t.app, 'POST', `/admin/api/refunds/${refundId}/approve`, { cookies });
    recording.gateway.failing = false;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('金流退款失敗，請稍後再試');
    expect((await t.db.selectFrom('refunds').select('status').where('id', '=', refundId).executeTakeFirstOrThrow()).status).toBe('requested');
    expect(await auditOf(refundId)).toEqual([]);
  });

  it('refuses a second refund to the card of one order: the gateway gives a trade back once, so nothing is marked refunded', async () => {
    const [member] = await newMembers(t.db, 1, `twice-${dialect}-`);
    const placed = await placedOrder(t.app, t.db, member, { skip: 3, quantity: 2, price: 500 });
    await deliver(t.db, placed.orderId, clock.now() - DAY);
    const ask = async () => {
      const asked = await refund(t.app, member, { order_id: placed.orderId, lines: [{ option_id: placed.optionId, quantity: 1 }], reason: 'size', refund_to: 'original' });
      if (asked.statusCode !== 201) throw new Error(asked.body);
      return asked.json().data.id as number;
    };
    const cookies = await staffCookies(t.app, 'support', clock);
    expect((await call(t.app, 'POST', `/admin/api/refunds/${await ask()}/approve`, { cookies })).statusCode).toBe(200);
    const second = await ask();
    const refused = await call(t.app, 'POST', `/admin/api/refunds/${second}/approve`, { cookies });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('此訂單已有一筆退回原付款方式的退款，金流只能自動退回一次；這筆請至藍新金流後台退款');
    expect((await t.db.selectFrom('refunds').select('status').where('id', '=', second).executeTakeFirstOrThrow()).status).toBe('requested');
  });

  it('rejects with a reason the member reads; the order is 已完成 again; a blank reason is a zh-TW field error', async () => {
    const { member, orderId, refundId } = await requested('reject', 3, 'credit');
    const cookies = await staffCookies(t.app, 'support', clock);
    const blank = await call(t.app, 'POST', `/admin/api/refunds/${refundId}/reject`, { cookies, body: { reason: '  ' } });
    expect(blank.json().fields).toEqual({ reason: '請填寫原因' });
    const rejected = await call(t.app, 'POST', `/admin/api/refunds/${refundId}/reject`, { cookies, body: { reason: '商品已拆封使用，無法退貨' } });
    expect(rejected.json().data.status).toBe('rejected');
    const seen = (await call(t.app, 'GET', `/v1/refunds/detail?id=${refundId}`, { headers: member })).json().data;
    expect(seen).toMatchObject({ status: 'rejected', reject_reason: '商品已拆封使用，無法退貨' });
    expect((await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status).toBe('completed');
    expect((await auditOf(refundId)).map((e) => e.action)).toEqual(['refund.reject']);
  });

  it('shows 管理員 the audit log, newest first', async () => {
    const cookies = await staffCookies(t.app, 'admin', clock);
    const log = (await call(t.app, 'GET', '/admin/api/audit?page_size=5', { cookies })).json().data;
    expect(log.total).toBeGreaterThanOrEqual(2);
    expect(log.rows[0]).toMatchObject({ action: 'refund.reject', staff_name: '陳客服', entity: 'refund' });
  });
});
