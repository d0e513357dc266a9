import type { FastifyInstance } from 'fastify';
import { call, demoMemberHeaders } from '../helpers/api';
import { createTestApp, dialects, TEST_ORIGIN, type TestApp } from '../helpers/testApp';
import { optionOnSale, readyCheckout } from '../checkout/fixtures';
import { FORM, formBody, formsOf } from './forms';

const BROWSER = { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' };
/** ECPay's e-map posts from its own site: a cross-site browser form post. */
const FROM_ECPAY = { ...FORM, origin: 'https://logistics.ecpay.com.tw', 'sec-fetch-site': 'cross-site' };
const local = (url: string) => url.replace(TEST_ORIGIN, '');

/** Issue 27: 選擇門市 goes to ECPay's e-map (the local one in demo mode) and the map's post back sets the checkout's store. */
describe.each(dialects())('the ECPay e-map on %s', (dialect) => {
  let t: TestApp;
  let amy: Record<string, string>;
  let checkoutId: number;
  const handOff = async (chain: string) => {
    const { path } = (await call(t.app, 'GET', `/v1/checkouts/${checkoutId}/store-map?chain=${chain}`, { headers: amy })).json().data;
    return t.app.inject({ method: 'GET', url: path, headers: BROWSER });
  };
  const mapPage = async (app: FastifyInstance, chain: string) => {
    const [toMap] = formsOf((await handOff(chain)).body);
    return { toMap, page: await app.inject({ method: 'POST', url: local(toMap.action), headers: { ...FORM, ...BROWSER }, payload: formBody(toMap.fields) }) };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05 });
    ({ amy } = await demoMemberHeaders(t.app));
    const { optionId } = await optionOnSale(t.db, { stock: 9, limit: 9, skip: 23 });
    checkoutId = await readyCheckout(t.app, amy, optionId);
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  it('hands the shopper to /Express/map with the C2C sub type, the reply URL and the signed checkout as ExtraData', async () => {
    const page = await handOff('seven');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('document.getElementById(\'auto-post\').submit()');
    const [form] = formsOf(page.body);
    expect(form.action).toBe(`${TEST_ORIGIN}/sandbox/ecpay/Express/map`);
    expect(form.fields).toMatchObject({
      MerchantID: '2000933', LogisticsType: 'CVS', LogisticsSubType: 'UNIMARTC2C', IsCollection: 'N',
      ServerReplyURL: `${TEST_ORIGIN}/logistics/ecpay/map-reply`, ExtraData: expect.stringMatching(new RegExp(`^${checkoutId}\\.\\d+\\.[0-9a-f]{64}$`)),
    });
    expect(formsOf((await handOff('family')).body)[0].fields.LogisticsSubType).toBe('FAMIC2C');
  });

  it('lists seeded stores of the chain on the local map, and the chosen one comes back to cs-redirection and can be saved', async () => {
    for (const [chain, subType] of [['seven', 'UNIMARTC2C'], ['family', 'FAMIC2C']] as const) {
      const { page } = await mapPage(t.app, chain);
      expect(page.statusCode).toBe(200);
      const stores = formsOf(page.body);
      const seeded = await t.db.selectFrom('convenience_stores').select(['store_id', 'name', 'address']).where('chain', '=', chain).orderBy('store_id').limit(6).execute();
      expect(stores.map((s) => s.fields.CVSStoreID)).toEqual(seeded.map((s) => s.store_id));
      expect(stores[0]).toMatchObject({ action: `${TEST_ORIGIN}/logistics/ecpay/map-reply`, button: `選擇此門市：${seeded[0].name}` });
      expect(stores[0].fields).toMatchObject({ LogisticsSubType: subType, CVSStoreName: seeded[0].name, CVSAddress: seeded[0].address });

      const back = await t.app.inject({ method: 'POST', url: local(stores[0].action), headers: FROM_ECPAY, payload: formBody(stores[0].fields) });
      expect(back.statusCode).toBe(303);
      const location = new URL(back.headers.location as string, TEST_ORIGIN);
      expect(location.pathname).toBe(`/groupbuy/pay/v2/${checkoutId}/cs-redirection`);
      expect(Object.fromEntries(location.searchParams)).toEqual({ chain, store_id: seeded[0].store_id, store_name: seeded[0].name, store_address: seeded[0].address });
      const saved = await call(t.app, 'POST', '/v1/destinations', { headers: amy, body: { kind: 'cvs', recipient: '王小美', mobile: '0912345678', store_chain: chain, store_id: seeded[0].store_id } });
      expect(saved.json().data).toMatchObject({ kind: 'cvs', store_chain: chain, store_name: seeded[0].name });
    }
  });

  it('keeps a store only the provider knows (outside demo mode nothing is seeded), so a destination can name it', async () => {
    const { toMap } = await mapPage(t.app, 'family');
    const reply = { MerchantID: '2000933', LogisticsSubType: 'FAMIC2C', CVSStoreID: '019876', CVSStoreName: '全家新竹光復店', CVSAddress: '新竹市東區光復路二段101號', CVSTelephone: '035712345', ExtraData: toMap.fields.ExtraData };
    const back = await t.app.inject({ method: 'POST', url: '/logistics/ecpay/map-reply', headers: FROM_ECPAY, payload: formBody(reply) });
    expect(back.statusCode).toBe(303);
    const stored = await t.db.selectFrom('convenience_stores').select(['name', 'city', 'district', 'address']).where('chain', '=', 'family').where('store_id', '=', '019876').executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: '全家新竹光復店', city: '新竹市', district: '東區', address: '新竹市東區光復路二段101號' });
    const saved = await call(t.app, 'POST', '/v1/destinations', { headers: amy, body: { kind: 'cvs', recipient: '王小美', mobile: '0912345678', store_chain: 'family', store_id: '019876' } });
    expect(saved.statusCode).toBe(201);
  });

  it('refuses a reply whose ExtraData it did not sign or that names another merchant, and keeps nothing', async () => {
    const { toMap } = await mapPage(t.app, 'seven');
    const reply = { MerchantID: '2000933', LogisticsSubType: 'UNIMARTC2C', CVSStoreID: '888888', CVSStoreName: '假門市', CVSAddress: '臺北市中正區', CVSTelephone: '', ExtraData: `${checkoutId}.1.${'0'.repeat(64)}` };
    const forged = await t.app.inject({ method: 'POST', url: '/logistics/ecpay/map-reply', headers: FROM_ECPAY, payload: formBody(reply) });
    const otherMerchant = await t.app.inject({ method: 'POST', url: '/logistics/ecpay/map-reply', headers: FROM_ECPAY, payload: formBody({ ...reply, MerchantID: '2000132', ExtraData: toMap.fields.ExtraData }) });
    expect([forged.statusCode, otherMerchant.statusCode]).toEqual([404, 404]);
    expect(await t.db.selectFrom('convenience_stores').select('id').where('store_id', '=', '888888').execute()).toEqual([]);
  });
});
