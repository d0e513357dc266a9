import { BabyPicksBody } from '../../contract/babyFit';
import { GroupBuyDetail } from '../../contract/purchase';
import { addDays, taipeiDate } from '../../src/domain/memberProfile/dates';
import { call } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';
import { newMembers } from './checkout/fixtures';

const DAY = 86_400_000;

/** Issue 30: the stored babies are used — home's 適合寶寶 row by the baby's age today, and each page's 「適合 … 」 from the age tags. */
describe.each(dialects())('適合寶寶 on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05 });
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  const today = () => taipeiDate(Date.now());
  const picks = async (headers: Record<string, string> = {}) => {
    const answer = await call(t.app, 'GET', '/v1/member/baby-picks', { headers });
    expect(answer.statusCode).toBe(200);
    return BabyPicksBody.parse(answer.json().data);
  };
  async function memberWithBaby(prefix: string, name: string, birthday: string) {
    const [member] = await newMembers(t.db, 1, `${prefix}-${dialect}-`);
    expect((await call(t.app, 'POST', '/v1/member/babies', { headers: member, body: { name, birthday, gender: 'girl' } })).statusCode).toBe(201);
    return member;
  }
  /** A group-buy of this age that would top the row (hottest) if its kind were let in. */
  async function hottestOfAge(age: string, change: { is_adult_only?: number; ends_at?: number }) {
    const open = await t.db.selectFrom('group_buys').select('id').where('status', '=', 'open').where('is_adult_only', '=', 0)
      .where('id', 'not in', (eb) => eb.selectFrom('group_buy_ages').select('group_buy_id').where('age', '=', age)).orderBy('id').limit(1).executeTakeFirstOrThrow();
    await t.db.insertInto('group_buy_ages').values({ group_buy_id: open.id, age }).execute();
    await t.db.updateTable('group_buys').set({ hot_score: 1_000_000, ...change }).where('id', '=', open.id).execute();
    return open.id;
  }

  it('answers a visitor and a member without a baby with nothing', async () => {
    expect(await picks()).toEqual({ baby: null, products: [] });
    const [member] = await newMembers(t.db, 1, `nobaby-${dialect}-`);
    expect(await picks(member)).toEqual({ baby: null, products: [] });
  });

  it('picks buyable goods of the baby\'s age band today (Taipei), never adult-only or ended ones', async () => {
    const adult = await hottestOfAge('6-12m', { is_adult_only: 1 });
    const ended = await hottestOfAge('6-12m', { ends_at: Date.now() - DAY });
    const member = await memberWithBaby('eight', '小芽', addDays(today(), -230));
    const { baby, products } = await picks(member);
    expect(baby).toEqual({ name: '小芽', age_text: '7 個月', title: '適合小芽的商品', age: '6-12m' });
    expect(products.length).toBeGreaterThan(0);
    const ids = products.map((p) => p.id);
    expect(ids).not.toContain(adult);
    expect(ids).not.toContain(ended);
    const tagged = await t.db.selectFrom('group_buy_ages').select('group_buy_id').where('age', '=', '6-12m').where('group_buy_id', 'in', ids).execute();
    expect(tagged).toHaveLength(ids.length);
    const rows = await t.db.selectFrom('group_buys').select(['is_adult_only', 'starts_at', 'ends_at', 'status']).where('id', 'in', ids).execute();
    expect(rows.every((r) => r.is_adult_only === 0 && r.status === 'open' && Number(r.starts_at) <= Date.now() && Number(r.ends_at) > Date.now())).toBe(true);
  });

  it('prepares a newborn\'s goods for a baby still expected', async () => {
    const member = await memberWithBaby('due', '二寶', addDays(today(), 60));
    const { baby, products } = await picks(member);
    expect(baby).toMatchObject({ name: '二寶', title: '為二寶準備的新生兒好物', age: '0-6m' });
    expect(products.length).toBeGreaterThan(0);
  });

  it('gives each group-buy its age bands in order, and none to goods without an age', async () => {
    const tagged = await t.db.selectFrom('group_buy_ages').select('group_buy_id').orderBy('group_buy_id').limit(1).executeTakeFirstOrThrow();
    const ages = (await t.db.selectFrom('group_buy_ages').select('age').where('group_buy_id', '=', tagged.group_buy_id).execute()).map((r) => r.age);
    const detail = GroupBuyDetail.parse((await call(t.app, 'GET', `/v3/shopping/groupbuy/${tagged.group_buy_id}`)).json().data);
    expect(detail.ages).toEqual(['0-6m', '6-12m', '1-2y', '2-3y', '3y+'].filter((a) => ages.includes(a)));
    const adult = await t.db.selectFrom('group_buys').select('id').where('is_adult_only', '=', 1)
      .where('id', 'not in', (eb) => eb.selectFrom('group_buy_ages').select('group_buy_id')).limit(1).executeTakeFirst();
    if (adult) expect(GroupBuyDetail.parse((await call(t.app, 'GET', `/v3/shopping/groupbuy/${adult.id}`)).json().data).ages).toEqual([]);
  });
});
