import { call } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';
import { newMembers, optionOnSale, readyCheckout } from './checkout/fixtures';

/**
 * Issue 25: an order was silently re-priced upward when another order took the coupon or credit
 * its checkout showed. The parent now confirms the new total; the shop never charges more than she saw.
 */
describe.each(dialects())('a total that went up on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, config: { demoMode: true } });
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  /** A member with one 滿千折百券 and NT$100 of credit, and two checkouts that each count on both. */
  async function twoCheckouts(prefix: string, skip: number) {
    const [member] = await newMembers(t.db, 1, `${prefix}-${dialect}-`);
    const options = [await optionOnSale(t.db, { stock: 9, limit: 9, price: 1200, skip }), await optionOnSale(t.db, { stock: 9, limit: 9, price: 1200, skip: skip + 10 })];
    const owner = await t.db.selectFrom('members').select('id').where('email', '=', `${prefix}-${dialect}-0@example.com`).executeTakeFirstOrThrow();
    const coupon = await t.db.selectFrom('coupons').select('id').where('title', '=', '滿千折百券').executeTakeFirstOrThrow();
    await t.db.insertInto('member_coupons').values({ member_id: owner.id, coupon_id: coupon.id, used_at: null, order_id: null, created_at: Date.now() }).execute();
    await t.db.insertInto('credit_ledger').values({ member_id: owner.id, amount: 100, reason: 'test', order_id: null, created_at: Date.now() }).execute();
    const ids = [await readyCheckout(t.app, member, options[0].optionId, 1), await readyCheckout(t.app, member, options[1].optionId, 1)];
    const seen: number[] = [];
    for (const id of ids) {
      const patched = await call(t.app, 'PATCH', `/v1/checkouts/${id}`, { headers: member, body: { credit: 100, coupon: 'best' } });
      seen.push(patched.json().data.summary.total as number);
    }
    return { member, ids, seen };
  }
  const place = (member: Record<string, string>, checkoutId: number, key: string, expected: number) =>
    call(t.app, 'POST', '/v1/orders', { headers: { ...member, 'idempotency-key': key }, body: { checkout_id: checkoutId, expected_total: expected } });

  it('asks the parent to confirm when the coupon and credit went to her other order, and charges the new total only once she does', async () => {
    const { member, ids, seen } = await twoCheckouts('reprice', 30);
    // NT$1,200 + NT$100 宅配 − NT$100 coupon − NT$100 credit
    expect(seen).toEqual([1100, 1100]);
    expect((await place(member, ids[0], 'key-reprice-0001', seen[0])).statusCode).toBe(201);

    const refused = await place(member, ids[1], 'key-reprice-0002', seen[1]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error_code: 'ORDER_TOTAL_CHANGED', fields: { total: '1300', expected_total: '1100' },
      message: '訂單金額已由 NT$1,100 更新為 NT$1,300（折價券或購物金已用於另一筆訂單），請確認新金額後再送出訂單',
    });
    const orders = await t.db.selectFrom('orders').select('total').where('checkout_id', 'in', ids).execute();
    expect(orders.map((o) => o.total)).toEqual([1100]);

    // The same key, now with the total she confirmed: the order is made at that total.
    const confirmed = await place(member, ids[1], 'key-reprice-0002', 1300);
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().data.total).toBe(1300);
  });

  it('gives the coupon and credit to one of two orders placed at once, and refuses the other rather than charging it more', async () => {
    const { member, ids, seen } = await twoCheckouts('reprice-race', 32);
    const answers = await Promise.all(ids.map((id, i) => place(member, id, `key-race-000${i}`, seen[i])));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error_code).toBe('ORDER_TOTAL_CHANGED');
    const orders = await t.db.selectFrom('orders').select('total').where('checkout_id', 'in', ids).execute();
    expect(orders.map((o) => o.total)).toEqual([1100]);
  });

  it('places an order whose total went down without asking', async () => {
    const { member, ids } = await twoCheckouts('reprice-down', 34);
    const placed = await place(member, ids[0], 'key-down-0001', 1500);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.total).toBe(1100);
  });
});
