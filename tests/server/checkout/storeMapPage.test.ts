import type { FastifyInstance } from 'fastify';
import { call, demoMemberHeaders } from '../helpers/api';
import { createTestApp, dialects, TEST_ORIGIN, type TestApp } from '../helpers/testApp';
import { optionOnSale, readyCheckout } from './fixtures';

/** What a browser sends when it follows a link or submits a form of our own page (no platform header, no JSON). */
const BROWSER = { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' };

interface PostedForm { action: string; fields: Record<string, string>; button: string }

/** The page's store forms: where each posts, its hidden fields and its button's accessible name. */
function storeForms(html: string): PostedForm[] {
  return [...html.matchAll(/<form method="post" action="([^"]+)">(.*?)<\/form>/gs)].map(([, action, inner]) => ({
    action,
    fields: Object.fromEntries([...inner.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, n, v]) => [n, v])),
    button: /aria-label="([^"]+)"/.exec(inner)?.[1] ?? '',
  }));
}

const openPage = (app: FastifyInstance, path: string) => app.inject({ method: 'GET', url: path, headers: BROWSER });

describe.each(dialects())('the demo store map page on %s', (dialect) => {
  let t: TestApp;
  let checkoutId: number;
  let mapPath: (chain: string) => Promise<string>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05 });
    const { amy } = await demoMemberHeaders(t.app);
    const { optionId } = await optionOnSale(t.db, { stock: 9, limit: 9, skip: 21 });
    checkoutId = await readyCheckout(t.app, amy, optionId);
    // The checkout now sends the shopper to ECPay's e-map (tests/server/logistics); this page is reached with the same signed state.
    mapPath = async (chain) => {
      const { path } = (await call(t.app, 'GET', `/v1/checkouts/${checkoutId}/store-map?chain=${chain}`, { headers: amy })).json().data;
      return `/sandbox/store-map?chain=${chain}&state=${encodeURIComponent(new URL(path, TEST_ORIGIN).searchParams.get('state')!)}`;
    };
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  it('lists the seeded stores of the chain, and a search narrows them', async () => {
    const seeded = await t.db.selectFrom('convenience_stores').select(['store_id', 'name', 'address']).where('chain', '=', 'seven').orderBy('store_id').execute();
    const page = await openPage(t.app, await mapPath('seven'));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain('選擇取貨門市');
    expect(page.body).toContain('7-ELEVEN 門市');
    expect(page.body).toContain('<label for="query">門市名稱、店號或地址</label>');
    const forms = storeForms(page.body);
    expect(forms.map((f) => f.fields.store_id)).toEqual(seeded.slice(0, 30).map((s) => s.store_id));
    expect(forms[0]).toMatchObject({ action: `/groupbuy/pay/v2/${checkoutId}/cs-redirection`, fields: { chain: 'seven' }, button: `選擇此門市：${seeded[0].name}` });
    expect(page.body).toContain(seeded[0].address);

    const one = seeded[7];
    const narrowed = await openPage(t.app, `${await mapPath('seven')}&query=${encodeURIComponent(one.store_id)}`);
    expect(storeForms(narrowed.body).map((f) => f.fields.store_id)).toEqual([one.store_id]);
    expect(narrowed.body).toContain(`店號 ${one.store_id}`);
    expect(narrowed.body).toContain(`value="${one.store_id}"`);

    const none = await openPage(t.app, `${await mapPath('family')}&query=${encodeURIComponent('<b>沒有這間</b>')}`);
    expect(none.body).toContain('全家 門市');
    expect(none.body).toContain('找不到符合的門市，請換個關鍵字');
    expect(none.body).toContain('value="&lt;b&gt;沒有這間&lt;/b&gt;"');
    expect(storeForms(none.body)).toEqual([]);
  });

  it('answers 404 to a state it did not sign and 400 to a chain it does not know', async () => {
    const state = new URL(await mapPath('seven'), TEST_ORIGIN).searchParams.get('state')!;
    const forged = `${checkoutId}.1.${'0'.repeat(64)}`;
    expect((await openPage(t.app, `/sandbox/store-map?chain=seven&state=${encodeURIComponent(forged)}`)).statusCode).toBe(404);
    expect((await openPage(t.app, '/sandbox/store-map?chain=seven&state=nonsense')).statusCode).toBe(404);
    const unknownChain = await openPage(t.app, `/sandbox/store-map?chain=lawson&state=${encodeURIComponent(state)}`);
    expect(unknownChain.statusCode).toBe(400);
    expect(unknownChain.json()).toMatchObject({ error_code: expect.any(String), fields: { chain: expect.any(String) } });
  });

  it('takes the form of a listed store back to the checkout through cs-redirection', async () => {
    const page = await openPage(t.app, `${await mapPath('hilife')}&query=${encodeURIComponent('臺北市')}`);
    const [form] = storeForms(page.body);
    const store = await t.db.selectFrom('convenience_stores').select(['name', 'address']).where('chain', '=', 'hilife').where('store_id', '=', form.fields.store_id).executeTakeFirstOrThrow();
    const posted = await t.app.inject({
      method: 'POST', url: form.action,
      headers: { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form.fields).toString(),
    });
    expect(posted.statusCode).toBe(303);
    const location = new URL(posted.headers.location as string, TEST_ORIGIN);
    expect(location.pathname).toBe(`/groupbuy/pay/v2/${checkoutId}/cs-redirection`);
    expect(Object.fromEntries(location.searchParams)).toEqual({ chain: 'hilife', store_id: form.fields.store_id, store_name: store.name, store_address: store.address });
  });
});

describe('the demo store map page without demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { config: { demoMode: false } });
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  it('is not there', async () => {
    const page = await openPage(t.app, `/sandbox/store-map?chain=seven&state=${encodeURIComponent(`1.1.${'0'.repeat(64)}`)}`);
    expect(page.statusCode).toBe(404);
  });
});
