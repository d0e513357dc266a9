import { appContext } from '../../server/app';
import { insertPendingInvoice } from '../../server/db/repositories/invoices/einvoices';
import { issueRefundAllowance } from '../../server/services/invoices/allowanceWork';
import { issueOrderInvoice } from '../../server/services/invoices/invoiceWork';
import { invoiceDeps } from '../../server/services/invoices/jobs';
import { approveRefunds } from '../../server/services/memberOrders/refundApproval';
import { DEMO_TIMINGS } from '../../server/services/memberOrders/demoTimings';
import { runFulfilment } from '../../server/services/memberOrders/fulfilment';
import { OutboxMailer } from '../../server/services/mail/OutboxMailer';
import { call } from './helpers/api';
import { createTestApp, dialects, TEST_ORIGIN, type TestApp } from './helpers/testApp';
import { newMembers } from './checkout/fixtures';
import { DAY, deliver, placedOrder, refund } from './memberOrders/fixtures';

describe.each(dialects())('refunds and the demo jobs on %s', (dialect) => {
  let t: TestApp;
  const now = Date.now();
  const jobs = () => ({
    db: t.db, mailer: new OutboxMailer(t.db, () => now), origin: TEST_ORIGIN, afterRefund: (id: number) => issueRefundAllowance(invoiceDeps(appContext(t.app)), id),
  });
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, now: () => now });
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  /** A member with a delivered order of 3 units at NT$500 less a NT$50 coupon: NT$1,550 paid (NT$100 shipping). */
  async function deliveredOrder(prefix: string, skip: number, deliveredAgo = DAY) {
    const [member] = await newMembers(t.db, 1, `${prefix}-${dialect}-`);
    const memberId = (await t.db.selectFrom('members').select('id').where('email', '=', `${prefix}-${dialect}-0@example.com`).executeTakeFirstOrThrow()).id;
    const coupon = await t.db.selectFrom('coupons').select('id').where('min_spend', '=', 0).executeTakeFirstOrThrow();
    await t.db.insertInto('member_coupons').values({ member_id: memberId, coupon_id: coupon.id, used_at: null, order_id: null, created_at: now }).execute();
    const placed = await placedOrder(t.app, t.db, member, { skip, quantity: 3, price: 500, payment: 'card', change: { coupon: 'best' } });
    await deliver(t.db, placed.orderId, now - deliveredAgo);
    return { member, memberId, ...placed };
  }

  it('refunds part of a delivered order at its share of what was paid, then the rest, never more than bought', async () => {
    const { member, orderId, optionId } = await deliveredOrder('partial', 1);
    const order = await t.db.selectFrom('orders').select(['total', 'coupon_discount']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ total: 1550, coupon_discount: 50 });
    const first = await refund(t.app, member, { order_id: orderId, lines: [{ option_id: optionId, quantity: 1 }], reason: 'size', refund_to: 'credit' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ status: 'requested', status_label: '退款申請中', amount: 517, refund_to: 'credit', reason_label: '尺寸或規格不合' });
    const detail = (await call(t.app, 'GET', `/v1/orders/detail?id=${orderId}`, { headers: member })).json().data;
    expect(detail).toMatchObject({ status: 'delivered', refundable: [{ option_id: optionId, quantity: 2 }] });
    const over = await refund(t.app, member, { order_id: orderId, lines: [{ option_id: optionId, quantity: 3 }], reason: 'size', refund_to: 'credit' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ error_code: 'REFUND_OVER_QUANTITY', message: '退款數量超過可退數量' });
    const rest = await refund(t.app, member, { order_id: orderId, lines: [{ option_id: optionId, quantity: 1 }, { option_id: optionId, quantity: 1 }], reason: 'other', note: '顏色不喜歡', refund_to: 'original' });
    expect(rest.json().data.amount).toBe(1550 - 517);
    expect((await call(t.app, 'GET', `/v1/orders/detail?id=${orderId}`, { headers: member })).json().data.status).toBe('refund_requested');
    const list = (await call(t.app, 'GET', '/v1/refunds', { headers: member })).json().data.refunds;
    expect(list.map((r: { amount: number }) => r.amount)).toEqual([1033, 517]);
  });

  it('refuses a refund before delivery, after the 7-day window, for unknown lines, and 其他 without a note', async () => {
    const [ella] = await newMembers(t.db, 1, `rules-${dialect}-`);
    const unpaid = await placedOrder(t.app, t.db, ella, { skip: 3 });
    const before = await refund(t.app, ella, { order_id: unpaid.orderId, lines: [{ option_id: unpaid.optionId, quantity: 1 }], reason: 'size', refund_to: 'credit' });
    expect(before.json()).toMatchObject({ error_code: 'REFUND_NOT_ALLOWED' });
    const late = await deliveredOrder('late', 4, 7 * DAY + 60_000);
    const closed = await refund(t.app, late.member, { order_id: late.orderId, lines: [{ option_id: late.optionId, quantity: 1 }], reason: 'size', refund_to: 'credit' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ error_code: 'REFUND_WINDOW_CLOSED', message: '已超過 7 天鑑賞期，無法申請退款' });
    const ok = await deliveredOrder('edge', 5, 7 * DAY - 60_000);
    const stranger = await refund(t.app, ok.member, { order_id: ok.orderId, lines: [{ option_id: 999_999, quantity: 1 }], reason: 'size', refund_to: 'credit' });
    expect(stranger.statusCode).toBe(400);
    const noNote = await refund(t.app, ok.member, { order_id: ok.orderId, lines: [{ option_id: ok.optionId, quantity: 1 }], reason: 'other', note: ' ', refund_to: 'credit' });
    expect(noNote.json()).toMatchObject({ fields: { note: '請說明退款原因' } });
    const bad = await refund(t.app, ok.member, { order_id: ok.orderId, lines: [{ option_id: ok.optionId, quantity: 0 }], reason: 'nope', refund_to: 'bank' });
    expect(bad.statusCode).toBe(400);
    expect(await t.db.selectFrom('refunds').select('id').where('order_id', 'in', [late.orderId, ok.orderId]).execute()).toEqual([]);
  });

  it('moves paid orders along on the demo timings with a history row and a mail per change', async () => {
    const [fay] = await newMembers(t.db, 1, `ship-${dialect}-`);
    const { orderId } = await placedOrder(t.app, t.db, fay, { skip: 6, payment: 'card' });
    const paidAt = now;
    await t.db.updateTable('orders').set({ status: 'to_ship', paid_at: paidAt }).where('id', '=', orderId).execute();
    await t.db.insertInto('order_status_history').values({ order_id: orderId, status: 'to_ship', created_at: paidAt }).execute();
    const statusAt = async (at: number) => {
      await runFulfilment(jobs(), at);
      return (await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
    };
    expect(await statusAt(paidAt + DEMO_TIMINGS.shipAfterMs - 1)).toBe('to_ship');
    expect(await statusAt(paidAt + DEMO_TIMINGS.shipAfterMs)).toBe('shipped');
    const shippedAt = paidAt + DEMO_TIMINGS.shipAfterMs;
    expect(await statusAt(shippedAt + DEMO_TIMINGS.deliverAfterMs - 1)).toBe('shipped');
    expect(await statusAt(shippedAt + DEMO_TIMINGS.deliverAfterMs)).toBe('delivered');
    const deliveredAt = shippedAt + DEMO_TIMINGS.deliverAfterMs;
    expect(await statusAt(deliveredAt + DEMO_TIMINGS.completeAfterMs)).toBe('completed');
    const history = await t.db.selectFrom('order_status_history').select('status').where('order_id', '=', orderId).orderBy('id').execute();
    expect(history.map((h) => h.status)).toEqual(['pending_payment', 'to_ship', 'shipped', 'delivered', 'completed']);
    const mails = await t.db.selectFrom('outbox').select('subject').where('to_address', '=', 'buyer@example.com').execute();
    for (const label of ['已出貨', '已送達', '已完成']) expect(mails.map((m) => m.subject)).toContainEqual(expect.stringMatching(new RegExp(`${label}$`)));
    const detail = (await call(t.app, 'GET', `/v1/orders/detail?id=${orderId}`, { headers: fay })).json().data;
    expect(detail.delivered_at).toBe(deliveredAt);
  });

  it('approves refunds after a minute: card or credit, stock back, 折讓 written, order refunded when all of it is', async () => {
    const { member, memberId, orderId, optionId } = await deliveredOrder('approve', 7);
    // Paid as the gateway's notify pays it: the invoice owed, then issued by the sandbox ezPay.
    const paidOrder = await t.db.selectFrom('orders').select(['number', 'total']).where('id', '=', orderId).executeTakeFirstOrThrow();
    await insertPendingInvoice(t.db, { orderId, merchantOrderNo: paidOrder.number, total: paidOrder.total, now });
    await issueOrderInvoice(invoiceDeps(appContext(t.app)), orderId);
    const stock = async () => (await t.db.selectFrom('options').select('stock').where('id', '=', optionId).executeTakeFirstOrThrow()).stock;
    const stockBefore = await stock();
    const toCredit = (await refund(t.app, member, { order_id: orderId, lines: [{ option_id: optionId, quantity: 1 }], reason: 'defective', refund_to: 'credit' })).json().data;
    const toCard = (await refund(t.app, member, { order_id: orderId, lines: [{ option_id: optionId, quantity: 2 }], reason: 'defective', refund_to: 'original' })).json().data;
    const early = await approveRefunds(jobs(), now + DEMO_TIMINGS.approveRefundAfterMs - 1);
    expect(early).not.toContain(toCredit.id);
    expect(early).not.toContain(toCard.id);
    const paid = await approveRefunds(jobs(), now + DEMO_TIMINGS.approveRefundAfterMs);
    expect(paid).toEqual(expect.arrayContaining([toCredit.id, toCard.id]));
    expect(await stock()).toBe(stockBefore + 3);
    const credit = await t.db.selectFrom('credit_ledger').select(['amount', 'reason']).where('member_id', '=', memberId).where('reason', '=', 'refund').execute();
    expect(credit).toEqual([{ amount: toCredit.amount, reason: 'refund' }]);
    const payout = await t.db.selectFrom('payments').select(['amount', 'card_last4']).where('order_id', '=', orderId).where('gateway', '=', 'refund').execute();
    expect(payout).toEqual([{ amount: -toCard.amount, card_last4: '4242' }]);
    const detail = (await call(t.app, 'GET', `/v1/refunds/detail?id=${toCard.id as number}`, { headers: member })).json().data;
    expect(detail).toMatchObject({ status: 'refunded', allowance: { amount: toCard.amount } });
    expect(detail.allowance.number).toMatch(/^A\d{14}$/);
    const allowances = await t.db.selectFrom('einvoice_allowances').select(['refund_id', 'amount', 'status', 'remaining']).where('order_id', '=', orderId).orderBy('refund_id').execute();
    expect(allowances).toEqual([
      { refund_id: toCredit.id, amount: toCredit.amount, status: 'issued', remaining: expect.any(Number) },
      { refund_id: toCard.id, amount: toCard.amount, status: 'issued', remaining: expect.any(Number) },
    ]);
    expect(Math.min(...allowances.map((a) => a.remaining!))).toBe(paidOrder.total - toCredit.amount - toCard.amount);
    expect(detail.timeline.map((s: { status: string }) => s.status)).toEqual(['requested', 'approved', 'refunded']);
    const order = (await call(t.app, 'GET', `/v1/orders/detail?id=${orderId}`, { headers: member })).json().data;
    expect(order.status).toBe('refunded');
    expect(order.timeline.map((s: { status: string }) => s.status).slice(-3)).toEqual(['refund_requested', 'refunding', 'refunded']);
    expect(order.payments.every((p: { amount: number }) => p.amount > 0)).toBe(true);
    expect(await approveRefunds(jobs(), now + DEMO_TIMINGS.approveRefundAfterMs * 2)).toEqual([]);
  });
});
