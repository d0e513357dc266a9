import type { LightMyRequestResponse } from 'fastify';
import { call } from '../helpers/api';
import { dialects, type TestApp } from '../helpers/testApp';
import { optionOnSale, placeOrder, readyCheckout } from '../checkout/fixtures';
import { tokenHeaders } from './visitors';
import { browserCookies, createPageApp, fullLoad } from './pageApp';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IN_APP = `${IPHONE} JiutuanApp/6.12.0 (ios)`;
const AGENTS = { desktop: undefined, phone: IPHONE, 'in-app': IN_APP };

/** SPEC §2.1: the checkout's modal child routes, with the member's own destinations in the edit ones. */
const childRoutes = (home: number, store: number) => [
  '', 'buyer/edit', 'delivery', 'address/create', `address/edit/${home}`, 'cs/create', `cs/edit/${store}`,
  'payment', 'payment/aftee-intro', 'invoice', 'bank-list', 'cs-redirection',
];

/** A page as a browser gets it on a full load: the shop's HTML document, never the API's JSON. */
function expectPage(response: LightMyRequestResponse, url: string) {
  expect({ url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({ url, status: 200, type: 'text/html; charset=utf-8' });
  expect(response.body).toMatch(/^<!DOCTYPE html>/);
  expect(response.body).not.toContain('error_code');
}

describe.each(dialects())('every checkout URL renders on a full load, signed in (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let open: number;
  let placed: number;
  let order: { id: number; number: string; paymentId: number };
  let home: number;
  let store: number;

  beforeAll(async () => {
    t = await createPageApp(dialect);
    cookie = await browserCookies(t.app, 'amy@example.com', 'jiutuan-demo-1');
    const headers = tokenHeaders(cookie);
    open = await readyCheckout(t.app, headers, (await optionOnSale(t.db, { stock: 20, limit: 10, skip: 0 })).optionId);
    placed = await readyCheckout(t.app, headers, (await optionOnSale(t.db, { stock: 20, limit: 10, skip: 1 })).optionId, 1, 'card');
    const answer = await placeOrder(t.app, headers, placed, `full-load-${dialect}`);
    expect(answer.statusCode).toBe(201);
    const data = answer.json().data as { order_id: number; number: string; payment: { id: number } };
    order = { id: data.order_id, number: data.number, paymentId: data.payment.id };
    home = (await call(t.app, 'GET', '/v1/destinations', { headers })).json().data.destinations[0].id;
    const seven = await t.db.selectFrom('convenience_stores').select('store_id').where('chain', '=', 'seven').orderBy('store_id').executeTakeFirstOrThrow();
    const cvs = await call(t.app, 'POST', '/v1/destinations', { headers, body: { kind: 'cvs', recipient: '王小美', mobile: '0912345678', store_chain: 'seven', store_id: seven.store_id } });
    store = cvs.json().data.id;
  });
  afterAll(() => t.close());

  it('the open checkout and each of its modal child routes', async () => {
    for (const sub of childRoutes(home, store)) {
      const url = `/groupbuy/pay/v2/${open}${sub ? `/${sub}` : ''}`;
      const response = await fullLoad(t.app, url, { cookie });
      expectPage(response, url);
      expect(response.body).toContain('<title>結帳｜寶貝揪團</title>');
    }
  });

  it('a reloaded modal comes with what it lists: the member\'s destinations, the bank codes', async () => {
    const warmed = async (sub: string) => (await fullLoad(t.app, `/groupbuy/pay/v2/${open}/${sub}`, { cookie })).body;
    for (const sub of ['delivery', `address/edit/${home}`, `cs/edit/${store}`]) expect(await warmed(sub)).toContain('"queryKey":["checkout","destinations"]');
    expect(await warmed('bank-list')).toContain('"queryKey":["checkout","banks"]');
    expect(await warmed('buyer/edit')).not.toContain('"queryKey":["checkout","destinations"]');
  });

  it.each(Object.entries(AGENTS))('the order result after placing, and under each child route (%s)', async (_name, agent) => {
    for (const sub of childRoutes(home, store)) {
      const url = `/groupbuy/pay/v2/${placed}${sub ? `/${sub}` : ''}`;
      const response = await fullLoad(t.app, url, { cookie, ...(agent ? { 'user-agent': agent } : {}) });
      expectPage(response, url);
      expect(response.body).toContain(`<span data-testid="order-number">${order.number}</span>`);
    }
  });

  it('the card form of the order\'s payment and the order detail', async () => {
    for (const url of [`/groupbuy/neweb_credit_form/${order.paymentId}`, `/member/order/detail?id=${order.id}`]) {
      const response = await fullLoad(t.app, url, { cookie });
      expectPage(response, url);
    }
    expect((await fullLoad(t.app, `/member/order/detail?id=${order.id}`, { cookie })).body).toContain(order.number);
  });

  it('renders the card hand-off as a working form to the gateway, with no card field, without script', async () => {
    const body = (await fullLoad(t.app, `/groupbuy/neweb_credit_form/${order.paymentId}`, { cookie })).body;
    const form = /<form data-testid="hosted-form" action="([^"]+)" method="post">([\s\S]*?)<\/form>/.exec(body);
    expect(form?.[1]).toBe('http://localhost:3000/sandbox/newebpay/MPG/mpg_gateway');
    const names = [...form![2].matchAll(/<input[^>]*name="([^"]+)"/g)].map((m) => m[1]).sort();
    expect(names).toEqual(['MerchantID', 'TradeInfo', 'TradeSha', 'Version']);
    expect(form![2]).toContain('type="submit"');
    expect(body).not.toMatch(/autocomplete="cc-|name="(number|cvc|expiry)"/);
  });
});
