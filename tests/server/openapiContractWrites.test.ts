import { optionOnSale, readyCheckout } from './checkout/fixtures';
import { call, signIn } from './helpers/api';
import { responseChecker, type OpenApiDocument } from './helpers/openapiResponses';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Data = Record<string, unknown> & { id?: number };

/**
 * A member's writes, one of each kind, answer as /openapi.json says: a documented status (the 201s,
 * 202s and 204s included) with a body that fits its schema. The fuzzer rarely gets this far.
 */
describe.each(dialects())('the documented writes of a member (%s)', (dialect) => {
  let t: TestApp;
  let check: ReturnType<typeof responseChecker>;
  const problems: string[] = [];
  const statuses: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.02 });
    check = responseChecker((await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as OpenApiDocument);
  }, 120_000);
  afterAll(() => t.close());

  it('answers each write with a documented status and body', async () => {
    const tokens = await signIn(t.app, 'amy@example.com', 'jiutuan-demo-1');
    const amy = { 'x-oauth-token': tokens.access_token };
    /** Calls one route (template with `{name}` filled from `values`), checks the answer, returns its data. */
    const step = async (method: Method, template: string, values: Record<string, unknown> = {}, body?: object, headers: Record<string, string> = amy): Promise<Data> => {
      const url = template.replace(/\{([a-zA-Z]+)\}/g, (_m, name: string) => String(values[name]));
      const response = await call(t.app, method, `${url}${values.query ?? ''}`, { headers, body });
      problems.push(...check(method, template, response));
      statuses.push(`${method} ${template} ${response.statusCode}`);
      return response.body && response.headers['content-type']?.toString().startsWith('application/json') ? (response.json() as { data: Data }).data : {};
    };

    const { optionId, groupBuyId } = await optionOnSale(t.db, { stock: 50, limit: 10 });
    await step('POST', '/v1/tracking/events', {}, { event: 'added_to_cart', option_id: optionId, quantity: 1 });
    await step('POST', '/v1/events', {}, { events: [{ name: 'page_view', at: Date.now(), path: '/mall', props: {} }] });
    await step('POST', '/search/v1/click-after-search', {}, { query_id: 'q1', index: 'groupbuys', object_id: String(groupBuyId), event: 'click', position: 1 });
    await step('POST', '/v1/error-reports', {}, { message: 'Request failed with status code 502', stack: 'at AxiosError', path: '/mall', context: { status: 502 } });

    await step('POST', '/v3/shoppingcart', {}, { item_id: optionId, number: 1 });
    await step('PATCH', '/v2/shoppingcart/items/{optionId}', { optionId }, { number: 2 });
    await step('DELETE', '/v2/shoppingcart/items/{optionId}', { optionId });
    await step('POST', '/v4/subscription', {}, { items: [{ id: groupBuyId, type: 'groupbuy' }] });
    await step('DELETE', '/v4/subscription', {}, { items: [{ id: groupBuyId, type: 'groupbuy' }] });

    const home = { kind: 'home', recipient: '王小美', mobile: '0912345678', city: '臺北市', district: '大安區', street: '復興南路一段 1 號' };
    const destination = await step('POST', '/v1/destinations', {}, home);
    await step('PUT', '/v1/destinations/{destinationId}', { destinationId: destination.id }, { ...home, street: '復興南路一段 2 號' });
    await step('DELETE', '/v1/destinations/{destinationId}', { destinationId: destination.id });

    const babies = await step('POST', '/v1/member/babies', {}, { name: '小寶', birthday: '2025-01-02', gender: 'girl' });
    const baby = (babies.babies as { id: number; name: string }[]).find((b) => b.name === '小寶')!;
    await step('PUT', '/v1/member/babies/{id}', baby, { name: '小寶貝', birthday: '2025-01-02', gender: 'girl' });
    await step('DELETE', '/v1/member/babies/{id}', baby);
    await step('PATCH', '/v1/member/profile', {}, { nickname: '媽咪Amy', mobile: '0912345678', avatar: 'bunny' });
    await step('POST', '/v1/member/mission-notification');
    await step('POST', '/v1/member/profile-badges', {}, { type: 'coupon' });

    const question = await step('POST', '/v1/qa/questions', {}, { title: '寶寶半夜一直醒來怎麼辦？', body: '寶寶八個月，最近每兩小時就醒一次，想請教大家。', category_id: 8, tag_ids: [36], age_stage: '6-12m' });
    await step('PATCH', '/v1/qa/questions/{id}', question, { title: '寶寶半夜一直醒來怎麼辦呢？', body: '寶寶八個月，最近每兩小時就醒一次，想請教大家。', category_id: 8, tag_ids: [36], age_stage: '6-12m' });
    await step('POST', '/v1/qa/questions/{id}/follow', question);
    await step('DELETE', '/v1/qa/questions/{id}/follow', question);
    const answer = await step('POST', '/v1/qa/questions/{id}/answers', question, { body: '我們家也是這樣，後來調整作息就好多了。' });
    await step('PATCH', '/v1/qa/answers/{id}', answer, { body: '我們家也是這樣，後來調整睡前作息就好多了。' });
    await step('POST', '/v1/qa/answers/{id}/like', answer);
    await step('DELETE', '/v1/qa/answers/{id}/like', answer);
    await step('POST', '/v1/qa/reports', {}, { target_type: 'question', target_id: question.id, reason: 'spam' });
    await step('DELETE', '/v1/qa/answers/{id}', answer);
    await step('DELETE', '/v1/qa/questions/{id}', question);

    const checkoutId = await readyCheckout(t.app, amy, optionId);
    await step('PATCH', '/v1/checkouts/{id}', { id: checkoutId }, { credit: 0 });
    const key = { ...amy, 'idempotency-key': `contract-${dialect}-0001` };
    const order = await step('POST', '/v1/orders', {}, { checkout_id: checkoutId }, key);
    await step('POST', '/v1/orders', {}, { checkout_id: checkoutId }, key);
    await step('POST', '/v1/orders/payments', { query: `?id=${String(order.order_id)}` }, { payment_method: 'atm' });
    await step('POST', '/v1/orders/cancel', { query: `?id=${String(order.order_id)}` });

    await step('POST', '/api/auth/token', {}, { refresh_token: tokens.refresh_token }, {});
    await step('POST', '/v2/member/logout');

    expect(problems).toEqual([]);
    expect(statuses.filter((s) => !/ 2\d\d$/.test(s))).toEqual([]);
    expect(statuses).toEqual(expect.arrayContaining(['POST /v1/tracking/events 204', 'POST /v1/events 202', 'POST /v1/orders 201', 'POST /v1/orders 200', 'DELETE /v1/qa/questions/{id} 204']));
  }, 120_000);
});
