import { call } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { newMembers } from '../checkout/fixtures';
import { seedStaff, staffCookies, testClock } from './staffHelpers';

const DAY = 86_400_000;
/** The Taipei day `days` from the clock's, as the desk's form writes it. */
const dayFrom = (now: number, days: number) => new Date(now + 8 * 3600_000 + days * DAY).toISOString().slice(0, 10);

/** 優惠券管理 (issue 28): 營運 sees the coupons and codes with their claims and uses, and creates a coupon with its code. */
describe.each(dialects())('營運 works the coupons desk (%s)', (dialect) => {
  let t: TestApp;
  const clock = testClock(Date.now());
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.02, now: clock.now });
    await seedStaff(t.db, clock.now());
  }, 60_000);
  afterAll(() => t.close());

  const auditOf = (id: number) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'coupon').where('entity_id', '=', String(id)).execute();

  it('lists the coupons newest first with how many members claimed and used each, and the codes with their limits', async () => {
    const cookies = await staffCookies(t.app, 'operations', clock);
    const coupons = (await call(t.app, 'GET', '/admin/api/coupons?page_size=100', { cookies })).json().data;
    expect(coupons.total).toBe(Number((await t.db.selectFrom('coupons').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n));
    const limited = coupons.rows.find((r: { title: string }) => r.title === '限量 NT$500 折價券');
    expect(limited).toMatchObject({ kind: 'amount', value: 500, min_spend: 2500, codes: ['LIMITED1'], claimed: 1, used: 0, scope: [] });
    const held = await t.db.selectFrom('member_coupons').select(['coupon_id', 'used_at']).execute();
    for (const row of coupons.rows as { id: number; claimed: number; used: number }[]) {
      expect(row.claimed).toBe(held.filter((h) => h.coupon_id === row.id).length);
      expect(row.used).toBe(held.filter((h) => h.coupon_id === row.id && h.used_at !== null).length);
    }
    const codes = (await call(t.app, 'GET', '/admin/api/promotion-codes', { cookies })).json().data;
    expect(codes.rows.find((r: { code: string }) => r.code === 'LIMITED1')).toMatchObject({ total_limit: 1, claimed: 1, used: 0, coupon_title: '限量 NT$500 折價券' });
    expect(codes.rows.find((r: { code: string }) => r.code === 'BABY100')).toMatchObject({ total_limit: null });
    expect((await call(t.app, 'GET', '/admin/api/coupons?page=1&page_size=2', { cookies })).json().data.rows).toHaveLength(2);
  });

  it('creates a coupon with a promotion code a member then claims; audited with who and the terms', async () => {
    const cookies = await staffCookies(t.app, 'operations', clock);
    const body = { title: '週年慶 9 折券', kind: 'percent', value: 90, min_spend: 1000, starts_on: dayFrom(clock.now(), 0), ends_on: dayFrom(clock.now(), 14), code: `anniv-${dialect}`, code_limit: 50 };
    const made = await call(t.app, 'POST', '/admin/api/coupons', { cookies, body });
    expect(made.statusCode).toBe(201);
    const { id, code } = made.json().data;
    expect(code).toBe(`ANNIV-${dialect.toUpperCase()}`);
    const [headers] = await newMembers(t.db, 1, `claim-${dialect}-`);
    const claimed = await call(t.app, 'POST', '/v1/member/coupons/claim', { headers, body: { code } });
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json().data.coupon).toMatchObject({ title: '週年慶 9 折券', kind: 'percent', value: 90, min_spend: 1000, state: 'usable' });
    const row = (await call(t.app, 'GET', '/admin/api/promotion-codes', { cookies })).json().data.rows.find((r: { code: string }) => r.code === code);
    expect(row).toMatchObject({ coupon_id: id, total_limit: 50, claimed: 1 });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'coupon.create', before_json: null });
    expect(JSON.parse(entry.after_json!)).toMatchObject({ title: '週年慶 9 折券', kind: 'percent', value: 90, code, code_limit: 50 });
  });

  it('refuses bad terms with the message by the field, and a code already taken; nothing is created', async () => {
    const cookies = await staffCookies(t.app, 'admin', clock);
    const before = (await t.db.selectFrom('coupons').select('id').execute()).length;
    const base = { title: '測試券', kind: 'amount', value: 100, min_spend: 500, starts_on: dayFrom(clock.now(), 0), ends_on: dayFrom(clock.now(), 7) };
    const fields = async (body: object) => (await call(t.app, 'POST', '/admin/api/coupons', { cookies, body: { ...base, ...body } })).json().fields;
    expect(await fields({ title: ' ' })).toEqual({ title: '請輸入折價券名稱（60 字以內）' });
    expect(await fields({ kind: 'percent', value: 120 })).toEqual({ value: '折抵金額須為 1 到 100,000 的整數；折扣須為 1 到 99（88 即 88 折）' });
    expect(await fields({ value: 0 })).toEqual({ value: '折抵金額須為 1 到 100,000 的整數；折扣須為 1 到 99（88 即 88 折）' });
    expect(await fields({ min_spend: -1 })).toEqual({ min_spend: '最低消費須為 0 以上的整數' });
    expect(await fields({ ends_on: dayFrom(clock.now(), -1) })).toEqual({ ends_on: '結束日不可早於開始日' });
    expect(await fields({ starts_on: dayFrom(clock.now(), -9), ends_on: dayFrom(clock.now(), -2) })).toEqual({ ends_on: '結束日已過，請選擇今天或之後' });
    expect(await fields({ starts_on: '2026-02-30' })).toEqual({ starts_on: '日期格式須為 YYYY-MM-DD' });
    expect(await fields({ code: 'no spaces' })).toEqual({ code: '優惠碼為 32 個以內的英文字母、數字或 -' });
    expect(await fields({ code_limit: 10 })).toEqual({ code_limit: '領取上限只用於優惠碼，請先填寫優惠碼' });
    const taken = await call(t.app, 'POST', '/admin/api/coupons', { cookies, body: { ...base, code: 'baby100' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ code: '這個優惠碼已有人使用，請換一個' });
    expect((await t.db.selectFrom('coupons').select('id').execute()).length).toBe(before);
    expect(await t.db.selectFrom('audit_log').select('id').where('entity', '=', 'coupon').where('action', '=', 'coupon.create').where('after_json', 'like', '%測試券%').execute()).toEqual([]);
  });
});
