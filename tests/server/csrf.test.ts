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

  it('in demo mode takes the loopback origins of the port it listens on (the quick start opened at 127.0.0.1)', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://[::1]:3000']) {
      const response = await addToCart('/v3/shoppingcart', { platform: 'desktop', ...json, origin, 'sec-fetch-site': 'same-origin' }, body());
      expect({ origin, status: response.statusCode }).toEqual({ origin, status: 200 });
    }
    for (const origin of ['http://127.0.0.1:3001', 'http://127.0.0.2:3000', 'https://127.0.0.1:3000', 'http://localhost.evil.example:3000']) {
      const response = await addToCart('/v3/shoppingcart', { platform: 'desktop', ...json, origin }, body());
      expect({ origin, status: response.statusCode }).toEqual({ origin, status: 403 });
    }
  });

  it('lets a route opt out only by declaring itself a provider callback', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/provider/callback', headers: { 'content-type': 'text/plain', origin: 'https://pay.example' }, payload: 'Status=SUCCESS' });
    expect(response.json()).toEqual({ data: { got: 'Status=SUCCESS' } });
  });
});

describe.each(dialects())('the CSRF check of a production shop on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { demoMode: false, publicOrigin: 'https://shop.example' } });
  });
  afterAll(() => t.close());

  it('takes only PUBLIC_ORIGIN: a loopback origin is foreign', async () => {
    const post = (origin: string) => t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: { platform: 'desktop', 'content-type': 'application/json', origin }, payload: '{}' });
    expect((await post('http://127.0.0.1:3000')).json().error_code).toBe('GEN_000003');
    expect((await post('http://localhost:3000')).statusCode).toBe(403);
    expect((await post('https://shop.example')).statusCode).not.toBe(403);
  });
});
