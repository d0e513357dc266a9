import { approveRefunds } from '../../server/services/memberOrders/refundApproval';
import { DEMO_TIMINGS } from '../../server/services/memberOrders/demoTimings';
import { OutboxMailer } from '../../server/services/mail/OutboxMailer';
import { call } from './helpers/api';
import { createTestApp, dialects, TEST_ORIGIN, type TestApp } from './helpers/testApp';
import { newMembers } from './checkout/fixtures';
import { DAY, deliver, placedOrder, refund } from './memberOrders/fixtures';

/** Issue 25: the NT$10 a review earned stayed with the member after its line was refunded in full. */
describe.each(dialects())('review credit and refunds on %s', (dialect) => {
  let t: TestApp;
  const now = Date.now();
  const jobs = () => ({ db: t.db, mailer: new OutboxMailer(t.db, () => now), origin: TEST_ORIGIN });
  const approveAll = (after: number) => approveRefunds(jobs(), now + DEMO_TIMINGS.approveRefundAfterMs * after);
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, now: () => now });
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  async function reviewedOrder(prefix: string, skip: number) {
    const [member] = await newMembers(t.db, 1, `${prefix}-${dialect}-`);
    const memberId = (await t.db.selectFrom('members').select('id').where('email', '=', `${prefix}-${dialect}-0@example.com`).executeTakeFirstOrThrow()).id;
    const placed = await placedOrder(t.app, t.db, member, { skip, quantity: 2, price: 500, payment: 'card' });
    await deliver(t.db, placed.orderId, now - DAY, 'completed');
    const review = await call(t.app, 'POST', '/v1/reviews', {
      headers: member, body: { order_id: placed.orderId, option_id: placed.optionId, rating: 5, text: '布料柔軟，寶寶穿起來很舒服，會再回購！', size_fit: 'fits' },
    });
    expect(review.json().data.credit).toBe(10);
    const ledger = () => t.db.selectFrom('credit_ledger').select(['amount', 'reason']).where('member_id', '=', memberId).orderBy('id').execute();
    return { member, ledger, ...placed };
  }
  const back = (member: Record<string, string>, orderId: number, optionId: number, quantity: number) =>
    refund(t.app, member, { order_id: orderId, lines: [{ option_id: optionId, quantity }], reason: 'defective', refund_to: 'original' });

  it('keeps the credit while part of the line is kept, and takes it back once, when the line is refunded in full', async () => {
    const { member, orderId, optionId, ledger } = await reviewedOrder('review-back', 40);
    expect((await back(member, orderId, optionId, 1)).statusCode).toBe(201);
    await approveAll(1);
    expect(await ledger()).toEqual([{ amount: 10, reason: 'review' }]);

    expect((await back(member, orderId, optionId, 1)).statusCode).toBe(201);
    await approveAll(2);
    await approveAll(3);
    expect(await ledger()).toEqual([{ amount: 10, reason: 'review' }, { amount: -10, reason: 'review_reversed' }]);
    const cash = (await call(t.app, 'GET', '/v1/member/credit', { headers: member })).json().data;
    expect(cash.balance).toBe(0);
    // The review itself stays on the product's page.
    const reviews = await t.db.selectFrom('reviews').select('credit').where('body', '=', '布料柔軟，寶寶穿起來很舒服，會再回購！').execute();
    expect(reviews.length).toBeGreaterThan(0);
  });

  it('takes it back when the whole line is refunded at once, even if the credit was spent', async () => {
    const { member, orderId, optionId, ledger } = await reviewedOrder('review-spent', 41);
    const memberId = (await t.db.selectFrom('orders').select('member_id').where('id', '=', orderId).executeTakeFirstOrThrow()).member_id;
    await t.db.insertInto('credit_ledger').values({ member_id: memberId, amount: -10, reason: 'order', order_id: null, created_at: now }).execute();
    expect((await back(member, orderId, optionId, 2)).statusCode).toBe(201);
    await approveAll(1);
    expect((await ledger()).map((r) => r.reason)).toEqual(['review', 'order', 'review_reversed']);
    const cash = (await call(t.app, 'GET', '/v1/member/credit', { headers: member })).json().data;
    expect(cash.balance).toBe(-10);
  });
});
