import { call } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { newMembers } from '../checkout/fixtures';
import { placedOrder } from '../memberOrders/fixtures';
import { recordingGateway, seedStaff, staffCookies, testClock } from './staffHelpers';

/** 會員管理 (issue 28): 客服 looks a member up, sees her orders, coupons and credit, and gives her credit or a coupon. */
describe.each(dialects())('客服 works the members desk (%s)', (dialect) => {
  let t: TestApp;
  const clock = testClock(Date.now());
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, now: clock.now, paymentGateway: recordingGateway().gateway });
    await seedStaff(t.db, clock.now());
  }, 60_000);
  afterAll(() => t.close());

  /** A new member with a profile mobile and one order; her headers, id, e-mail and the order's number. */
  async function member(prefix: string, mobile: string) {
    const [headers] = await newMembers(t.db, 1, `${prefix}-${dialect}-`);
    const email = `${prefix}-${dialect}-0@example.com`;
    const { id } = await t.db.selectFrom('members').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await t.db.insertInto('member_profiles').values({ member_id: id, mobile, avatar: 'bear', updated_at: clock.now() }).execute();
    const placed = await placedOrder(t.app, t.db, headers, { skip: 3, quantity: 1, price: 500 });
    const { number } = await t.db.selectFrom('orders').select('number').where('id', '=', placed.orderId).executeTakeFirstOrThrow();
    return { headers, id, email, orderId: placed.orderId, number };
  }
  const auditOf = (id: number) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'member').where('entity_id', '=', String(id)).orderBy('id').execute();

  it('finds a member by e-mail, by mobile however it is grouped, or by an order number, a page at a time', async () => {
    const a = await member('lookup', '0911222333');
    const cookies = await staffCookies(t.app, 'support', clock);
    const ids = async (q: string) => (await call(t.app, 'GET', `/admin/api/members?q=${encodeURIComponent(q)}`, { cookies })).json().data.rows.map((r: { id: number }) => r.id);
    expect(await ids(a.email.toUpperCase())).toEqual([a.id]);
    for (const typed of ['0911-222-333', '0911 222 333', '0911222333']) expect(await ids(typed)).toEqual([a.id]);
    expect(await ids(a.number)).toEqual([a.id]);
    const row = (await call(t.app, 'GET', `/admin/api/members?q=${a.email}`, { cookies })).json().data.rows[0];
    expect(row).toMatchObject({ id: a.id, email: a.email, mobile: '0911222333', orders: 1 });
    const page = (await call(t.app, 'GET', '/admin/api/members?page=1&page_size=3', { cookies })).json().data;
    expect(page.rows).toHaveLength(3);
    expect(page.total).toBeGreaterThan(6);
    expect(await ids('0900-000-000')).toEqual([]);
  });

  it('shows one member: profile, orders, coupons and credit; never a password hash or a card number', async () => {
    const a = await member('detail', '0911222444');
    await t.db.updateTable('payments').set({ card_brand: 'VISA', card_last4: '4242' }).where('order_id', '=', a.orderId).execute();
    const cookies = await staffCookies(t.app, 'admin', clock);
    const answer = await call(t.app, 'GET', `/admin/api/members/${a.id}`, { cookies });
    const detail = answer.json().data;
    expect(detail).toMatchObject({ id: a.id, email: a.email, mobile: '0911222444', social_only: true, order_count: 1, credit: { balance: 0 } });
    expect(detail.orders).toEqual([expect.objectContaining({ id: a.orderId, number: a.number, status_label: '待付款' })]);
    expect(detail.coupon_options.length).toBeGreaterThan(0);
    expect(detail.coupon_options.every((c: { expires_at: number }) => c.expires_at > clock.now())).toBe(true);
    expect(answer.body).not.toMatch(/password_hash|scrypt|4242/);
    expect((await call(t.app, 'GET', '/admin/api/members/99999999', { cookies })).statusCode).toBe(404);
  });

  it('grants credit with a reason: one ledger row the member sees in 我的購物金, audited with the balance before and after', async () => {
    const a = await member('credit', '0911222555');
    const cookies = await staffCookies(t.app, 'support', clock);
    const granted = await call(t.app, 'POST', `/admin/api/members/${a.id}/credit`, { cookies, body: { amount: 100, reason: '商品延遲出貨補償' } });
    expect(granted.statusCode).toBe(201);
    expect(granted.json().data).toEqual({ member_id: a.id, amount: 100, balance: 100 });
    const credit = (await call(t.app, 'GET', '/v1/member/credit', { headers: a.headers })).json().data;
    expect(credit.balance).toBe(100);
    expect(credit.entries[0]).toMatchObject({ amount: 100, reason: 'staff_grant', reason_label: '客服發放', order_number: null, expires_at: null });
    const [entry] = await auditOf(a.id);
    expect(entry).toMatchObject({ action: 'member.grant_credit', entity: 'member' });
    expect(JSON.parse(entry.before_json!)).toEqual({ balance: 0 });
    expect(JSON.parse(entry.after_json!)).toEqual({ balance: 100, amount: 100, reason: '商品延遲出貨補償' });
  });

  it('refuses a grant without a reason or with a bad amount: the message by the field, nothing written', async () => {
    const a = await member('refuse', '0911222666');
    const cookies = await staffCookies(t.app, 'support', clock);
    const grant = (body: object) => call(t.app, 'POST', `/admin/api/members/${a.id}/credit`, { cookies, body });
    const noReason = await grant({ amount: 100, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ reason: '請填寫發放原因（200 字以內）' });
    for (const amount of [0, -50, 1.5, 10_001, 'abc']) expect((await grant({ amount, reason: '補償' })).json().fields).toEqual({ amount: '購物金須為 1 到 10,000 的整數' });
    const coupon = await call(t.app, 'POST', `/admin/api/members/${a.id}/coupons`, { cookies, body: { reason: '補償' } });
    expect(coupon.json().fields).toEqual({ coupon_id: '請選擇要發放的折價券' });
    expect((await call(t.app, 'POST', '/admin/api/members/99999999/credit', { cookies, body: { amount: 100, reason: '補償' } })).statusCode).toBe(404);
    expect(await t.db.selectFrom('credit_ledger').select('id').where('member_id', '=', a.id).execute()).toEqual([]);
    expect(await auditOf(a.id)).toEqual([]);
  });

  it('grants one of the shop\'s coupons with a reason: the member holds it, usable, in 我的折價券; an expired one is refused', async () => {
    const a = await member('coupon', '0911222777');
    const cookies = await staffCookies(t.app, 'support', clock);
    const open = await t.db.selectFrom('coupons').select(['id', 'title']).where('expires_at', '>', clock.now()).where('starts_at', '<=', clock.now()).orderBy('id').executeTakeFirstOrThrow();
    const granted = await call(t.app, 'POST', `/admin/api/members/${a.id}/coupons`, { cookies, body: { coupon_id: open.id, reason: '客訴補償' } });
    expect(granted.statusCode).toBe(201);
    expect(granted.json().data).toMatchObject({ member_id: a.id, title: open.title });
    const mine = (await call(t.app, 'GET', '/v1/member/coupons?state=usable', { headers: a.headers })).json().data;
    expect(mine.coupons.map((c: { title: string }) => c.title)).toContain(open.title);
    const [entry] = await auditOf(a.id);
    expect(entry.action).toBe('member.grant_coupon');
    expect(JSON.parse(entry.after_json!)).toMatchObject({ coupon_id: open.id, held: 1, reason: '客訴補償', member_coupon_id: granted.json().data.member_coupon_id });
    expect(JSON.parse(entry.before_json!)).toEqual({ held: 0 });

    const expired = await t.db.selectFrom('coupons').select('id').where('expires_at', '<=', clock.now()).orderBy('id').executeTakeFirstOrThrow();
    const refused = await call(t.app, 'POST', `/admin/api/members/${a.id}/coupons`, { cookies, body: { coupon_id: expired.id, reason: '補償' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ coupon_id: '這張折價券已過期，不能發放' });
    const unknown = await call(t.app, 'POST', `/admin/api/members/${a.id}/coupons`, { cookies, body: { coupon_id: 99999999, reason: '補償' } });
    expect(unknown.json().fields).toEqual({ coupon_id: '找不到這張折價券' });
    expect(await auditOf(a.id)).toHaveLength(1);
  });
});
