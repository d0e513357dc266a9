import { appContext } from '../../../server/app';
import { GATEWAY_REFUND_STALE_MS } from '../../../server/services/admin/gatewayRefund';
import { recoverGatewayRefunds, recoveryDeps } from '../../../server/services/admin/refundRecovery';
import { call } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { newMembers } from '../checkout/fixtures';
import { DAY, deliver, placedOrder, refund } from '../memberOrders/fixtures';
import { recordingGateway, seedStaff, staffCookies, testClock } from './staffHelpers';

/** The money-safety rule (issue 28): the gateway refund is claimed, called with no transaction open, then recorded; never given twice. */
describe.each(dialects())('staff refunds and cancels through the gateway, outside a transaction (%s)', (dialect) => {
  let t: TestApp;
  const clock = testClock(Date.now());
  const recording = recordingGateway();
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, now: clock.now, paymentGateway: recording.gateway });
    await seedStaff(t.db, clock.now());
  }, 60_000);
  afterAll(() => t.close());
  afterEach(() => Object.assign(recording.gateway, { failing: false, diesAfterRefund: false, onRefund: undefined }));

  async function requested(prefix: string, skip: number) {
    const [member] = await newMembers(t.db, 1, `${prefix}-${dialect}-`);
    const placed = await placedOrder(t.app, t.db, member, { skip, quantity: 1, price: 500 });
    await deliver(t.db, placed.orderId, clock.now() - DAY);
    const asked = await refund(t.app, member, { order_id: placed.orderId, lines: [{ option_id: placed.optionId, quantity: 1 }], reason: 'size', refund_to: 'original' });
    if (asked.statusCode !== 201) throw new Error(asked.body);
    return { member, orderId: placed.orderId, refundId: asked.json().data.id as number };
  }
  async function toShip(prefix: string, skip: number) {
    const [member] = await newMembers(t.db, 1, `${prefix}-${dialect}-`);
    const placed = await placedOrder(t.app, t.db, member, { skip, quantity: 1, price: 500 });
    await t.db.updateTable('orders').set({ status: 'to_ship', paid_at: clock.now() }).where('id', '=', placed.orderId).execute();
    await t.db.updateTable('payments').set({ state: 'succeeded', card_brand: 'VISA', card_last4: '4242' }).where('order_id', '=', placed.orderId).execute();
    return placed.orderId;
  }
  const refundsOf = (orderId: number) => recording.refunds.filter((r) => r.orderNumber === orderNumbers.get(orderId));
  const orderNumbers = new Map<number, string>();
  async function remember(orderId: number) {
    orderNumbers.set(orderId, (await t.db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirstOrThrow()).number);
  }
  const refundStatus = async (id: number) => (await t.db.selectFrom('refunds').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const orderStatus = async (id: number) => (await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const claimsOf = (orderId: number) => t.db.selectFrom('gateway_refunds').select(['state', 'note']).where('order_id', '=', orderId).orderBy('id').execute();
  const recover = () => recoverGatewayRefunds(recoveryDeps(appContext(t.app)), clock.now());

  it('two staff approving one refund at once: one gateway refund, the other hears it was decided', async () => {
    const { orderId, refundId } = await requested('race', 1);
    await remember(orderId);
    const [a, b] = [await staffCookies(t.app, 'support', clock), await staffCookies(t.app, 'operations', clock)];
    // The gateway call takes a while: on PostgreSQL the second approval runs while the first is at the gateway.
    recording.gateway.onRefund = () => new Promise((resolve) => setTimeout(resolve, 50));
    const answers = await Promise.all([a, b].map((cookies) => call(t.app, 'POST', `/admin/api/refunds/${refundId}/approve`, { cookies })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe('這筆退款已處理過');
    expect(refundsOf(orderId)).toHaveLength(1);
    expect(await refundStatus(refundId)).toBe('refunded');
    expect(await claimsOf(orderId)).toEqual([{ state: 'done', note: null }]);
  });

  it('a crash after the gateway refunded and before the record: the job asks the gateway and finishes it, with one refund', async () => {
    const { member, orderId, refundId } = await requested('crash', 2);
    await remember(orderId);
    const cookies = await staffCookies(t.app, 'support', clock);
    recording.gateway.diesAfterRefund = true;
    const cut = await call(t.app, 'POST', `/admin/api/refunds/${refundId}/approve`, { cookies });
    expect([cut.statusCode, cut.json().message]).toEqual([409, '金流尚未回覆退款結果：系統會自動向金流查詢，確認後完成退款或退回待審核，請勿在金流後台重複退款']);
    expect([await refundStatus(refundId), await claimsOf(orderId)]).toEqual(['approved', [{ state: 'started', note: null }]]);
    // Another click meanwhile neither calls the gateway nor changes anything.
    expect((await call(t.app, 'POST', `/admin/api/refunds/${refundId}/approve`, { cookies })).statusCode).toBe(409);
    recording.gateway.diesAfterRefund = false;
    await recover();
    expect(await refundStatus(refundId)).toBe('approved');
    clock.advance(GATEWAY_REFUND_STALE_MS + 1);
    await recover();
    await recover();
    expect(await refundStatus(refundId)).toBe('refunded');
    expect(refundsOf(orderId)).toHaveLength(1);
    expect(await claimsOf(orderId)).toEqual([{ state: 'done', note: null }]);
    const entries = await t.db.selectFrom('audit_log').select(['action', 'after_json']).where('entity', '=', 'refund').where('entity_id', '=', String(refundId)).execute();
    expect(entries.map((e) => [e.action, JSON.parse(e.after_json!).recovered])).toEqual([['refund.approve', true]]);
    const seen = (await call(t.app, 'GET', `/v1/refunds/detail?id=${refundId}`, { headers: member })).json().data;
    expect(seen.status).toBe('refunded');
  });

  it('the gateway refusing: the refund is 待審核 again with the refusal kept, and staff read why in zh-TW', async () => {
    const { orderId, refundId } = await requested('refused', 3);
    await remember(orderId);
    recording.gateway.failing = true;
    const refused = await call(t.app, 'POST', `/admin/api/refunds/${refundId}/approve`, { cookies: await staffCookies(t.app, 'support', clock) });
    expect([refused.statusCode, refused.json().message]).toEqual([409, '金流退款失敗，請稍後再試']);
    expect(await refundStatus(refundId)).toBe('requested');
    expect(await claimsOf(orderId)).toEqual([{ state: 'released', note: 'gateway down' }]);
    recording.gateway.failing = false;
    const again = await call(t.app, 'POST', `/admin/api/refunds/${refundId}/approve`, { cookies: await staffCookies(t.app, 'support', clock) });
    expect(again.statusCode).toBe(200);
    expect(refundsOf(orderId)).toHaveLength(1);
  });

  it('a claim left before the gateway was reached: the job, told nothing was refunded, gives it back to staff', async () => {
    const { orderId, refundId } = await requested('unreached', 4);
    const cookies = await staffCookies(t.app, 'support', clock);
    recording.gateway.onRefund = async () => { recording.gateway.diesAfterRefund = true; throw new Error('process died before the call'); };
    expect((await call(t.app, 'POST', `/admin/api/refunds/${refundId}/approve`, { cookies })).statusCode).toBe(409);
    Object.assign(recording.gateway, { diesAfterRefund: false, onRefund: undefined });
    clock.advance(GATEWAY_REFUND_STALE_MS + 1);
    await recover();
    expect(await refundStatus(refundId)).toBe('requested');
    expect((await claimsOf(orderId)).map((c) => c.state)).toEqual(['released']);
    await remember(orderId);
    expect(refundsOf(orderId)).toHaveLength(0);
  });

  it('a paid order cancelled by staff, cut short after the gateway refunded: it cannot be shipped meanwhile, and the job cancels it with one refund', async () => {
    const orderId = await toShip('cancel-crash', 5);
    await remember(orderId);
    const cookies = await staffCookies(t.app, 'operations', clock);
    recording.gateway.diesAfterRefund = true;
    const cut = await call(t.app, 'POST', `/admin/api/orders/${orderId}/cancel`, { cookies, body: { reason: '缺貨' } });
    expect([cut.statusCode, cut.json().message]).toEqual([409, '金流尚未回覆退款結果：系統會自動向金流查詢，確認已退款後取消訂單，請勿重複取消或在金流後台退款']);
    expect(await orderStatus(orderId)).toBe('to_ship');
    const again = await call(t.app, 'POST', `/admin/api/orders/${orderId}/cancel`, { cookies, body: { reason: '缺貨' } });
    expect([again.statusCode, again.json().message]).toEqual([409, '這筆訂單的退款正在向金流確認中，請稍後重新整理']);
    expect((await call(t.app, 'POST', `/admin/api/orders/${orderId}/ship`, { cookies })).statusCode).toBe(409);
    recording.gateway.diesAfterRefund = false;
    clock.advance(GATEWAY_REFUND_STALE_MS + 1);
    await recover();
    expect(await orderStatus(orderId)).toBe('cancelled');
    expect(refundsOf(orderId)).toHaveLength(1);
    const payments = await t.db.selectFrom('payments').select('amount').where('order_id', '=', orderId).orderBy('id').execute();
    expect(payments.map((p) => Math.sign(Number(p.amount)))).toEqual([1, -1]);
    const [entry] = await t.db.selectFrom('audit_log').select('after_json').where('entity', '=', 'order').where('entity_id', '=', String(orderId)).execute();
    expect(JSON.parse(entry.after_json!)).toMatchObject({ status: 'cancelled', reason: '缺貨', recovered: true });
  });
});
