import { call, demoMemberHeaders } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';
import { newMembers } from './checkout/fixtures';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 1, 2, 0, 0);

describe.each(dialects())('member wallet on %s', (dialect) => {
  let t: TestApp;
  let amy: Record<string, string>;
  let ben: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, now: () => NOW });
    ({ amy, ben } = await demoMemberHeaders(t.app));
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  const claim = (headers: Record<string, string>, code: unknown) => call(t.app, 'POST', '/v1/member/coupons/claim', { headers, body: { code } });

  it('lists the caller\'s coupons by state with counts, each with its value, scope and dates', async () => {
    const usable = await call(t.app, 'GET', '/v1/member/coupons', { headers: amy });
    expect(usable.statusCode).toBe(200);
    expect(usable.headers['cache-control']).toBe('no-store');
    const body = usable.json().data;
    expect(body.counts).toEqual({ usable: 4, used: 0, expired: 1 });
    expect(body.coupons.map((c: { state: string }) => c.state)).toEqual(['usable', 'usable', 'usable', 'usable']);
    const branchOnly = body.coupons.find((c: { title: string }) => c.title === '館別限定 NT$200 折價券');
    expect(branchOnly.branches).toHaveLength(1);
    expect(branchOnly.branches[0]).toEqual(expect.objectContaining({ id: 1, name: expect.any(String), path: expect.any(String) }));
    const expired = (await call(t.app, 'GET', '/v1/member/coupons?state=expired', { headers: amy })).json().data;
    expect(expired.coupons.map((c: { title: string }) => c.title)).toEqual(['週年慶 NT$300 折價券']);
    expect((await call(t.app, 'GET', '/v1/member/coupons?state=nope', { headers: amy })).statusCode).toBe(400);
  });

  it('needs a member, and one member never sees another\'s coupons', async () => {
    expect((await call(t.app, 'GET', '/v1/member/coupons')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/v1/member/credit')).statusCode).toBe(401);
    expect((await claim({}, 'BABY100')).statusCode).toBe(401);
    const [cathy] = await newMembers(t.db, 1, `lonely-${dialect}-`);
    const hers = (await call(t.app, 'GET', '/v1/member/coupons', { headers: cathy })).json().data;
    expect(hers).toEqual({ state: 'usable', counts: { usable: 0, used: 0, expired: 0 }, coupons: [] });
    const bens = (await call(t.app, 'GET', '/v1/member/coupons', { headers: ben })).json().data;
    expect(bens.coupons.some((c: { title: string }) => c.title === '限量 NT$500 折價券')).toBe(true);
    const amys = (await call(t.app, 'GET', '/v1/member/coupons', { headers: amy })).json().data;
    expect(amys.coupons.some((c: { title: string }) => c.title === '限量 NT$500 折價券')).toBe(false);
  });

  it('keeps every wallet answer out of caches: a refusal, and the gift a stranger reads', async () => {
    const answers = [
      await call(t.app, 'GET', '/v1/member/coupons'),
      await call(t.app, 'GET', '/v1/member/coupons?state=nope', { headers: amy }),
      await claim(amy, ''),
      await call(t.app, 'GET', '/v1/member/new-customer-gift'),
      await call(t.app, 'GET', '/v1/member/new-customer-gift', { headers: amy }),
    ];
    expect(answers.map((a) => [a.statusCode, a.headers['cache-control']])).toEqual([[401, 'no-store'], [400, 'no-store'], [400, 'no-store'], [200, 'no-store'], [200, 'no-store']]);
  });

  it('claims a code typed in any case with spaces, once', async () => {
    const [member] = await newMembers(t.db, 1, `claim-${dialect}-`);
    const first = await claim(member, '  baby100 ');
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ message: '折價券已領取', coupon: { title: '揪團專屬 NT$100 折價券', value: 100, min_spend: 800, state: 'usable' } });
    const again = await claim(member, 'BABY100');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error_code: 'PROMOTION_CODE_ALREADY_CLAIMED', message: '您已領取過此折價券' });
    const list = (await call(t.app, 'GET', '/v1/member/coupons', { headers: member })).json().data;
    expect(list.coupons.map((c: { title: string }) => c.title)).toEqual(['揪團專屬 NT$100 折價券']);
  });

  it('names every refusal in zh-TW', async () => {
    const [member] = await newMembers(t.db, 1, `refuse-${dialect}-`);
    expect((await claim(member, 'NOPE123')).json()).toEqual({ error_code: 'PROMOTION_CODE_UNKNOWN', message: '查無此優惠碼' });
    expect((await claim(member, 'summer2025')).json()).toEqual({ error_code: 'PROMOTION_CODE_EXPIRED', message: '優惠碼已過期' });
    expect((await claim(member, 'AUTUMN2026')).json()).toEqual({ error_code: 'PROMOTION_CODE_NOT_STARTED', message: '此優惠碼尚未開放領取，2026/11/11 起可領取' });
    expect((await claim(member, 'LIMITED1')).json()).toEqual({ error_code: 'PROMOTION_CODE_LIMIT_REACHED', message: '此優惠碼已領取完畢' });
    expect((await claim(ben, 'LIMITED1')).json().message).toBe('您已領取過此折價券');
    const blank = await claim(member, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('請輸入優惠碼');
    expect((await claim(member, 'DROP TABLE;')).json().message).toBe('優惠碼為 1 到 32 個英文字母、數字或 -');
    expect((await claim(member, 12)).statusCode).toBe(400);
  });

  it('lets exactly the limit through when many members claim at once', async () => {
    const racers = await newMembers(t.db, 12, `race-${dialect}-`);
    const coupon = await t.db.insertInto('coupons').values({ title: '搶先 NT$80', kind: 'amount', value: 80, min_spend: 0, branch_ids: '[]', starts_at: NOW - DAY, expires_at: NOW + DAY })
      .returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('promotion_codes').values({ code: `RACE3${dialect.toUpperCase()}`, coupon_id: coupon.id, total_limit: 3, starts_at: NOW - DAY, expires_at: NOW + DAY }).execute();
    const answers = await Promise.all(racers.map((h) => claim(h, `race3${dialect}`)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.json().error_code === 'PROMOTION_CODE_LIMIT_REACHED')).toHaveLength(9);
    const code = await t.db.selectFrom('promotion_codes').select('claimed_count').where('coupon_id', '=', coupon.id).executeTakeFirstOrThrow();
    expect(code.claimed_count).toBe(3);
    const held = await t.db.selectFrom('member_coupons').select('id').where('coupon_id', '=', coupon.id).execute();
    expect(held).toHaveLength(3);
    const twice = await Promise.all(Array.from({ length: 6 }, () => claim(racers[0], 'WELCOME50')));
    expect(twice.filter((a) => a.statusCode === 201)).toHaveLength(1);
  });

  it('stops a member guessing codes after 10 refusals in 15 minutes (429 with Retry-After)', async () => {
    const [guesser] = await newMembers(t.db, 1, `guess-${dialect}-`);
    for (let i = 0; i < 10; i += 1) expect((await claim(guesser, `GUESS${i}`)).statusCode).toBe(422);
    const limited = await claim(guesser, 'BABY100');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('gives the new-customer gift once, only before a first order; visitors read what it is', async () => {
    const visitor = (await call(t.app, 'GET', '/v1/member/new-customer-gift')).json().data;
    expect(visitor.status).toBe('visitor');
    expect(visitor.coupons.map((c: { title: string }) => c.title)).toEqual(['新會員首購 NT$100 折價券', '新會員 95 折券', '新會員館別 NT$200 折價券']);
    const [fresh, buyer] = await newMembers(t.db, 2, `gift-${dialect}-`);
    expect((await call(t.app, 'GET', '/v1/member/new-customer-gift', { headers: fresh })).json().data.status).toBe('eligible');
    const claims = await Promise.all([1, 2, 3].map(() => call(t.app, 'POST', '/v1/member/new-customer-gift', { headers: fresh })));
    expect(claims.filter((c) => c.statusCode === 201)).toHaveLength(1);
    const refused = claims.find((c) => c.statusCode === 409)!;
    expect(refused.json()).toEqual({ error_code: 'GIFT_ALREADY_CLAIMED', message: '您已領取過新會員禮' });
    expect((await call(t.app, 'GET', '/v1/member/coupons', { headers: fresh })).json().data.counts.usable).toBe(3);
    expect((await call(t.app, 'GET', '/v1/member/new-customer-gift', { headers: fresh })).json().data.status).toBe('claimed');
    const buyerId = (await t.db.selectFrom('members').select('id').where('email', '=', `gift-${dialect}-1@example.com`).executeTakeFirstOrThrow()).id;
    await t.db.insertInto('orders').values({
      number: `JTGIFT${dialect}`, member_id: buyerId, checkout_id: 0, status: 'completed', goods: 100, promotion_discount: 0, coupon_discount: 0, credit_used: 0,
      shipping_fee: 0, total: 100, pricing: '{}', buyer: '{}', delivery_method: 'home', destination: '{}', payment_method: 'card', invoice: '{}',
      invoice_number: null, member_coupon_id: null, payment_deadline: null, paid_at: NOW, created_at: NOW, updated_at: NOW,
    }).execute();
    const late = await call(t.app, 'POST', '/v1/member/new-customer-gift', { headers: buyer });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error_code: 'GIFT_NOT_ELIGIBLE', message: '新會員禮僅限尚未下過訂單的會員領取' });
  });

  it('shows the balance as the ledger sum, what expires when (first in, first out) and each row\'s reason', async () => {
    const credit = (await call(t.app, 'GET', '/v1/member/credit', { headers: amy })).json().data;
    const amyId = 1;
    const rows = await t.db.selectFrom('credit_ledger').select('amount').where('member_id', '=', amyId).execute();
    expect(credit.balance).toBe(rows.reduce((s, r) => s + r.amount, 0));
    expect(credit.balance).toBe(950);
    expect(credit.expiring).toEqual([{ amount: 300, expires_at: NOW + 20 * DAY }, { amount: 150, expires_at: NOW + 45 * DAY }]);
    expect(credit.entries[0]).toMatchObject({ amount: 150, reason: 'promotion', reason_label: '活動贈送' });
    expect(credit.entries.map((e: { reason_label: string }) => e.reason_label)).toEqual(['活動贈送', '評價回饋', '新會員禮', '購物金到期', '活動贈送']);
  });

  it('writes off a grant that ran out, once, so the balance stays the ledger sum', async () => {
    const [member] = await newMembers(t.db, 1, `expiry-${dialect}-`);
    const id = (await t.db.selectFrom('members').select('id').where('email', '=', `expiry-${dialect}-0@example.com`).executeTakeFirstOrThrow()).id;
    await t.db.insertInto('credit_ledger').values([
      { member_id: id, amount: 200, reason: 'promotion', order_id: null, created_at: NOW - 40 * DAY, expires_at: NOW - DAY },
      { member_id: id, amount: -50, reason: 'order', order_id: null, created_at: NOW - 30 * DAY, expires_at: null },
      { member_id: id, amount: 100, reason: 'review_reward', order_id: null, created_at: NOW - 20 * DAY, expires_at: null },
    ]).execute();
    const reads = await Promise.all([1, 2].map(() => call(t.app, 'GET', '/v1/member/credit', { headers: member })));
    for (const read of reads) expect(read.json().data.balance).toBe(100);
    const expired = await t.db.selectFrom('credit_ledger').select(['amount', 'created_at']).where('member_id', '=', id).where('reason', '=', 'expired').execute();
    expect(expired.map((r) => [r.amount, Number(r.created_at)])).toEqual([[-150, NOW - DAY]]);
  });
});
