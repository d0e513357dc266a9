import { call, demoMemberHeaders } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';
import { newMembers } from './checkout/fixtures';

const NOW = Date.UTC(2026, 10, 1, 2, 0, 0);

describe.each(dialects())('profile badges on %s', (dialect) => {
  let t: TestApp;
  let amy: Record<string, string>;
  let clock = NOW;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, now: () => clock });
    ({ amy } = await demoMemberHeaders(t.app));
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  const badges = async (headers: Record<string, string>) => {
    const body = (await call(t.app, 'GET', '/v1/member/profile-badges', { headers })).json();
    return { lit: body.data.filter((b: { is_highlight: boolean }) => b.is_highlight).map((b: { type: string }) => b.type), total: body.included.total_badge_number };
  };
  const seen = (headers: Record<string, string>, type: unknown) => call(t.app, 'POST', '/v1/member/profile-badges', { headers, body: { type } });

  it('needs a member and a known type', async () => {
    expect((await call(t.app, 'GET', '/v1/member/profile-badges')).statusCode).toBe(401);
    expect((await seen({}, 'coupon')).statusCode).toBe(401);
    expect((await seen(amy, 'everything')).statusCode).toBe(400);
  });

  it('lists every kind, lit when something is new, until the member opens its page', async () => {
    const response = await call(t.app, 'GET', '/v1/member/profile-badges', { headers: amy });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((b: { type: string }) => b.type)).toEqual(['coupon', 'cash', 'payment_unpaid', 'replenishment']);
    const before = await badges(amy);
    expect(before.lit).toContain('coupon');
    expect(before.total).toBeGreaterThan(0);
    clock += 1000;
    expect((await seen(amy, 'coupon')).statusCode).toBe(200);
    const after = await badges(amy);
    expect(after.lit).not.toContain('coupon');
    expect(after.total).toBeLessThan(before.total);
  });

  it('lights coupon, cash and unpaid orders again when new ones arrive, and a restock of a followed size', async () => {
    const [cathy] = await newMembers(t.db, 1, `badges-${dialect}-`);
    expect(await badges(cathy)).toEqual({ lit: [], total: 0 });
    const member = await t.db.selectFrom('members').select('id').where('email', '=', `badges-${dialect}-0@example.com`).executeTakeFirstOrThrow();
    const coupon = await t.db.selectFrom('coupons').select('id').limit(1).executeTakeFirstOrThrow();
    clock += 1000;
    await t.db.insertInto('member_coupons').values({ member_id: member.id, coupon_id: coupon.id, used_at: null, order_id: null, created_at: clock }).execute();
    await t.db.insertInto('credit_ledger').values({ member_id: member.id, amount: 50, reason: 'review', order_id: null, created_at: clock, expires_at: null }).execute();
    const option = await t.db.selectFrom('options').select(['id', 'product_id']).where('stock', '>', 0).where('purchase_limit', '>', 0).limit(1).executeTakeFirstOrThrow();
    await t.db.updateTable('options').set({ stock: 0, purchase_limit: 0 }).where('id', '=', option.id).execute();
    await t.db.insertInto('subscriptions').values({ member_id: member.id, target_type: 'product', target_id: option.product_id, option_id: option.id, created_at: clock }).execute();
    expect(await badges(cathy)).toEqual({ lit: ['coupon', 'cash'], total: 2 });
    clock += 1000;
    for (const type of ['coupon', 'cash', 'replenishment']) await seen(cathy, type);
    expect(await badges(cathy)).toEqual({ lit: [], total: 0 });
    await t.db.updateTable('options').set({ stock: 5, purchase_limit: 5 }).where('id', '=', option.id).execute();
    expect(await badges(cathy)).toEqual({ lit: ['replenishment'], total: 1 });
  });
});
