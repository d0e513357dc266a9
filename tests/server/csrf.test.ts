import { call, setCookies } from './helpers/api';
import { createTestApp, dialects, TEST_ORIGIN, type TestApp } from './helpers/testApp';

describe.each(dialects())('the CSRF check on %s', (dialect) => {
  let t: TestApp;
  let sid: string;
  let optionId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      seed: 0.02,
      registerPages: async (app) => {
        app.post('/provider/callback', { config: { csrf: 'provider-callback' } }, async (request) => ({ data: { got: request.body } }));
      },
    });
    sid = setCookies(await call(t.app, 'POST', '/v2/member/login-test', { body: { email: 'amy@example.com' } })).sid.value;
    const option = await t.db.selectFrom('options').innerJoin('products', 'products.id', 'options.product_id')
      .innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id').select('options.id')
      .where('group_buys.status', '=', 'open').where('products.status', '=', 'active').where('options.purchase_limit', '>', 0)
      .orderBy('options.id').executeTakeFirstOrThrow();
    optionId = option.id;
  });
  afterAll(() => t.close());

  const addToCart = (url: string, headers: Record<string, string>, payload?: string) =>
    t.app.inject({ method: 'POST', url, headers, cookies: { sid }, payload });
  const cartCount = async () => (await call(t.app, 'GET', '/v2/shoppingcart/count', { cookies: { sid } })).json().data.shoppingcart_item_ids.length;
  const json = { 'content-type': 'application/json' };
  const body = () => JSON.stringify({ item_id: optionId, number: 1 });

  it('decides on the routed path: a percent-encoded path without the platform header changes nothing', async () => {
    for (const url of ['/%763/shoppingcart', '/v3/%73hoppingcart', '/v3/shoppingcart']) {
      const response = await addToCart(url, json, body());
      expect({ url, status: response.statusCode, code: response.json().error_code }).toEqual({ url, status: 403, code: 'GEN_000403' });
    }
    expect(await cartCount()).toBe(0);
  });

  it('refuses a state change whose body is not JSON with 415, bodiless ones included', async () => {
    const form = await addToCart('/v3/shoppingcart', { platform: 'desktop', 'content-type': 'application/x-www-form-urlencoded' }, `item_id=${optionId}&number=1`);
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ error_code: 'GEN_000415', message: '請以 JSON 格式送出資料' });
    const text = await addToCart('/v3/shoppingcart', { platform: 'desktop', 'content-type': 'text/plain' }, body());
    expect(text.statusCode).toBe(415);
    const bodiless = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: { platform: 'desktop' }, cookies: { sid } });
    expect(bodiless.statusCode).toBe(415);
    expect(await cartCount()).toBe(0);
  });

  it('refuses a foreign Origin or a cross-site fetch, and takes our own', async () => {
    const evil = await addToCart('/v3/shoppingcart', { platform: 'desktop', ...json, origin: 'https://evil.example' }, body());
    expect(evil.json()).toEqual({ error_code: 'GEN_000003', message: '不接受來自其他網站的請求' });
    const crossSite = await addToCart('/v3/shoppingcart', { platform: 'desktop', ...json, 'sec-fetch-site': 'cross-site' }, body());
    expect(crossSite.statusCode).toBe(403);
    expect(await cartCount()).toBe(0);
    const ours = await addToCart('/v3/shoppingcart', { platform: 'desktop', ...json, origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' }, body());
    expect(ours.statusCode).toBe(200);
    expect(await cartCount()).toBe(1);
  });

  it('lets a route opt out only by declaring itself a provider callback', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/provider/callback', headers: { 'content-type': 'text/plain', origin: 'https://pay.example' }, payload: 'Status=SUCCESS' });
    expect(response.json()).toEqual({ data: { got: 'Status=SUCCESS' } });
  });
});
