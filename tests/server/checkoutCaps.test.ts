import { CheckoutErrorCode } from '../../contract/checkout';
import { call } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';
import { newMembers, optionOnSale, placeOrder, readyCheckout } from './checkout/fixtures';

const CAP = 20;
const HOME = { kind: 'home', recipient: '王小美', mobile: '0912345678', city: '臺北市', district: '大安區', street: '復興南路一段 1 號' };

/** Issue 25 (low): a member keeps at most 20 home addresses, 20 store pickups and 20 open checkouts. */
describe.each(dialects())('per-member caps of the checkout on %s', (dialect) => {
  let t: TestApp;
  let stores: { chain: string; store_id: string }[];
  let seq = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05 });
    stores = await t.db.selectFrom('convenience_stores').select(['chain', 'store_id']).orderBy('id').limit(5).execute();
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  const member = async () => (await newMembers(t.db, 1, `caps-${dialect}-${(seq += 1)}-`))[0];
  const home = (i: number) => ({ ...HOME, street: `復興南路一段 ${i + 1} 號` });
  const store = (i: number) => ({ kind: 'cvs', recipient: '王小美', mobile: '0912345678', store_chain: stores[i % stores.length].chain, store_id: stores[i % stores.length].store_id });
  const save = (headers: Record<string, string>, body: object) => call(t.app, 'POST', '/v1/destinations', { headers, body });
  const saved = async (headers: Record<string, string>) => (await call(t.app, 'GET', '/v1/destinations', { headers })).json().data.destinations as { id: number; kind: string }[];

  it('refuses the 21st home address and the 21st store with a zh-TW 409, and takes one again after a delete', async () => {
    const amy = await member();
    for (let i = 0; i < CAP; i += 1) {
      expect((await save(amy, home(i))).statusCode).toBe(201);
      expect((await save(amy, store(i))).statusCode).toBe(201);
    }
    const extraHome = await save(amy, home(CAP));
    expect(extraHome.statusCode).toBe(409);
    expect(extraHome.json()).toEqual({ error_code: CheckoutErrorCode.DESTINATION_LIMIT, message: '最多可儲存 20 筆收件地址，請先刪除不用的地址' });
    const extraStore = await save(amy, store(CAP));
    expect(extraStore.statusCode).toBe(409);
    expect(extraStore.json()).toEqual({ error_code: CheckoutErrorCode.DESTINATION_LIMIT, message: '最多可儲存 20 間取貨門市，請先刪除不用的門市' });
    const list = await saved(amy);
    expect(list.filter((d) => d.kind === 'home')).toHaveLength(CAP);
    expect(list.filter((d) => d.kind === 'cvs')).toHaveLength(CAP);
    // A full list can still be edited; a delete makes room for one more.
    const first = list.find((d) => d.kind === 'home')!;
    expect((await call(t.app, 'PUT', `/v1/destinations/${first.id}`, { headers: amy, body: home(99) })).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/v1/destinations/${first.id}`, { headers: amy })).statusCode).toBe(204);
    expect((await save(amy, home(CAP))).statusCode).toBe(201);
    expect((await save(amy, home(CAP + 1))).statusCode).toBe(409);
  });

  it('never passes the cap when 40 saves race', async () => {
    const ben = await member();
    const answers = await Promise.all(Array.from({ length: 2 * CAP }, (_, i) => save(ben, home(i))));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(CAP);
    expect(codes.filter((c) => c === 409)).toHaveLength(CAP);
    expect(await saved(ben)).toHaveLength(CAP);
  });

  describe('open checkouts', () => {
    const open = (headers: Record<string, string>, optionId: number) => call(t.app, 'POST', '/v1/checkouts', { headers, body: { option_ids: [optionId] } });
    const openCount = async (email: string) => {
      const row = await t.db.selectFrom('checkouts').innerJoin('members', 'members.id', 'checkouts.member_id')
        .select((eb) => eb.fn.countAll().as('n')).where('members.email', '=', email).where('checkouts.order_id', 'is', null).executeTakeFirstOrThrow();
      return Number(row.n);
    };

    it('keeps the 20 most recent: opening the 21st drops the one least recently changed, never a placed one', async () => {
      const n = (seq += 1);
      const [cara] = await newMembers(t.db, 1, `caps-open-${dialect}-${n}-`);
      const email = `caps-open-${dialect}-${n}-0@example.com`;
      const { optionId } = await optionOnSale(t.db, { stock: 50, limit: 50, skip: 3 });
      const placed = await readyCheckout(t.app, cara, optionId);
      expect((await placeOrder(t.app, cara, placed, `caps-placed-${dialect}-${n}`)).statusCode).toBe(201);
      await call(t.app, 'POST', '/v3/shoppingcart', { headers: cara, body: { item_id: optionId, number: 1 } });
      const ids: number[] = [];
      for (let i = 0; i < CAP + 5; i += 1) {
        const created = await open(cara, optionId);
        expect(created.statusCode).toBe(201);
        ids.push(created.json().data.id as number);
      }
      expect(await openCount(email)).toBe(CAP);
      for (const id of ids.slice(0, 5)) expect((await call(t.app, 'GET', `/v1/checkouts/${id}`, { headers: cara })).statusCode).toBe(404);
      for (const id of ids.slice(5)) expect((await call(t.app, 'GET', `/v1/checkouts/${id}`, { headers: cara })).statusCode).toBe(200);
      expect((await call(t.app, 'GET', `/v1/checkouts/${placed}`, { headers: cara })).statusCode).toBe(200);
    });

    it('never passes the cap when 40 opens race', async () => {
      const n = (seq += 1);
      const [dan] = await newMembers(t.db, 1, `caps-race-${dialect}-${n}-`);
      const { optionId } = await optionOnSale(t.db, { stock: 50, limit: 50, skip: 4 });
      await call(t.app, 'POST', '/v3/shoppingcart', { headers: dan, body: { item_id: optionId, number: 1 } });
      const answers = await Promise.all(Array.from({ length: 2 * CAP }, () => open(dan, optionId)));
      expect(answers.map((a) => a.statusCode).filter((c) => c !== 201)).toEqual([]);
      expect(await openCount(`caps-race-${dialect}-${n}-0@example.com`)).toBe(CAP);
    });
  });
});
