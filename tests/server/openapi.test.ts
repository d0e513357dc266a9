import { createTestApp, type TestApp } from './helpers/testApp';

type Json = Record<string, unknown>;
interface Operation {
  security?: Json[];
  parameters: { name: string; in: string; required: boolean; schema: Json }[];
  requestBody?: { content: { 'application/json': { schema: Json } } };
  responses: Record<string, { description?: string; headers?: Json; content?: { 'application/json': { schema: Json } } }>;
  'x-generic'?: boolean;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> };
}

/** Every `$ref` inside a JSON value. */
function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, out);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') out.push(inner);
      else refsIn(inner, out);
    }
  }
  return out;
}

describe('GET /openapi.json', () => {
  let t: TestApp;
  const registered: { method: string; url: string }[] = [];
  let doc: Document;
  let etag: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      onRoute: ({ method, url }) => {
        for (const m of [method].flat()) registered.push({ method: m, url });
      },
    });
    const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    etag = String(response.headers.etag);
    doc = JSON.parse(response.body) as Document;
  }, 60_000);
  afterAll(() => t.close());

  const op = (path: string, method: string) => doc.paths[path]?.[method];
  const resolve = (schema: Json) => (typeof schema.$ref === 'string' ? doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema);

  it('is an OpenAPI 3.1 document, served without sign-in and revalidated by ETag', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('寶貝揪團 API');
    expect(doc.info.version).toMatch(/^[0-9a-f]{12}$/);
    expect(etag).toBe(`"${doc.info.version}"`);
    const again = await t.app.inject({ method: 'GET', url: '/openapi.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('lists every route the app registered under the API prefixes', () => {
    const api = registered.filter(({ method, url }) => method !== 'HEAD' && !url.includes('*') && /^\/(v\d+|api|search|resource)(\/|$)/.test(url));
    expect(api.length).toBeGreaterThan(60);
    const missing = api.filter(({ method, url }) => !op(url.replace(/:([A-Za-z0-9_]+)/g, '{$1}'), method.toLowerCase()));
    expect(missing).toEqual([]);
  });

  it('carries the contract request schemas', () => {
    const checkout = op('/v1/checkouts', 'post')!;
    expect(resolve(checkout.requestBody!.content['application/json'].schema)).toMatchObject({
      type: 'object', required: ['option_ids'], properties: { option_ids: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'integer', minimum: 1 } } },
    });
    expect(checkout.parameters).toContainEqual(expect.objectContaining({ name: 'platform', in: 'header', required: true }));

    const cart = op('/v3/shoppingcart', 'post')!;
    expect(resolve(cart.requestBody!.content['application/json'].schema)).toMatchObject({ type: 'object', properties: { item_id: expect.any(Object) } });

    const login = op('/v2/member/login', 'post')!;
    expect(resolve(login.requestBody!.content['application/json'].schema)).toMatchObject({
      type: 'object', properties: { email: expect.any(Object), password: expect.any(Object) }, required: expect.arrayContaining(['email', 'password']),
    });
    expect(resolve((login.responses['200'].content!['application/json'].schema.properties as Json).data as Json))
      .toMatchObject({ required: ['access_token', 'refresh_token', 'expired_at'] });

    const order = op('/v1/orders', 'post')!;
    expect(order.parameters).toContainEqual(expect.objectContaining({ name: 'idempotency-key', in: 'header', required: true }));
    expect(order.responses['201']).toBeDefined();

    const list = op('/v3/shopping/mall/{branchPath}/groupbuy/{type}', 'get')!;
    expect(list.parameters).toEqual(expect.arrayContaining([
      expect.objectContaining({ name: 'branchPath', in: 'path', required: true }),
      expect.objectContaining({ name: 'type', in: 'path', schema: expect.objectContaining({ enum: expect.arrayContaining(['hot']) }) }),
      expect.objectContaining({ name: 'page', in: 'query', required: false }),
    ]));
  });

  it('documents every failure status with the error shape, and every reference resolves to a component in use', () => {
    expect(doc.components.schemas.ErrorBody).toMatchObject({ type: 'object', required: ['error_code', 'message'], properties: { link: expect.any(Object), fields: expect.any(Object) } });
    for (const methods of Object.values(doc.paths)) {
      for (const operation of Object.values(methods)) {
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '408', '500', '503']));
        for (const [status, response] of Object.entries(operation.responses)) {
          expect(status).toMatch(/^[1-5]\d\d$/);
          if (Number(status) >= 400) expect(response.content!['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
        }
      }
    }
    const refs = new Set(refsIn(doc));
    expect(refs.size).toBeGreaterThan(30);
    for (const target of refs) {
      expect(target).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas[target.replace('#/components/schemas/', '')]).toBeDefined();
    }
    const unused = Object.keys(doc.components.schemas).filter((name) => !refs.has(`#/components/schemas/${name}`));
    expect(unused).toEqual([]);
  });

  it('describes the credentials and states each operation\'s security', () => {
    expect(doc.components.securitySchemes).toMatchObject({
      oauthToken: { type: 'apiKey', in: 'header', name: 'x-oauth-token' },
      authCookie: { type: 'apiKey', in: 'cookie', name: 'auth_token_data' },
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
      platformHeader: { type: 'apiKey', in: 'header', name: 'platform' },
    });
    const member = ['oauthToken', 'authCookie', 'sessionCookie'].map((name) => ({ [name]: [] }));
    expect(op('/v2/shoppingcart', 'get')!.security).toEqual(member);
    expect(op('/v2/shoppingcart', 'get')!.responses['401']).toBeDefined();
    expect(op('/v1/checkouts', 'post')!.security).toEqual(member.map((credential) => ({ platformHeader: [], ...credential })));
    expect(op('/v3/shopping/groupbuy/{id}', 'get')!.security).toEqual([]);
    expect(op('/v3/shopping/groupbuy/{id}', 'get')!.responses['401']).toBeUndefined();
    expect(op('/v2/member/login', 'post')!.security).toEqual([{ platformHeader: [] }]);
    expect(op('/v1/qa/questions/{id}', 'get')!.security).toEqual([{}, ...member]);
    // The gateway's notify is no declared endpoint: NewebPay form-posts it (http/routes/newebpay.ts), authenticated by its TradeSha.
    expect(doc.paths['/v1/payments/notify']).toBeUndefined();
    for (const methods of Object.values(doc.paths)) for (const operation of Object.values(methods)) expect(operation.security).toBeDefined();
  });

  it('documents every success status a route answers, 204s without a body', () => {
    expect(op('/v1/tracking/events', 'post')!.responses['204']).toEqual({ description: expect.any(String) });
    expect(op('/v1/tracking/events', 'post')!.responses['200']).toBeUndefined();
    expect(Object.keys(op('/v1/orders', 'post')!.responses)).toEqual(expect.arrayContaining(['200', '201', '401', '403', '404', '409', '413', '415', '422']));
    expect(op('/v1/orders/payments', 'post')!.responses['201']).toBeDefined();
    expect(op('/v1/events', 'post')!.responses['202']).toBeDefined();
    // A route with its own body limit names it in its 413; the health check and the demo's event log are declared too.
    expect(op('/v1/events', 'post')!.responses['413'].description).toContain('64 KB');
    expect(op('/v1/error-reports', 'post')!.responses['413'].description).toContain('16 KB');
    expect(op('/ping', 'get')!.responses['200']).toBeDefined();
    expect(op('/v1/member/babies', 'post')!.responses['201']).toBeDefined();
    expect(op('/v2/member/login', 'post')!.responses['429']).toMatchObject({ headers: { 'Retry-After': { required: true } } });
    const cart = op('/v2/shoppingcart', 'get')!.responses['200'].content!['application/json'].schema;
    expect(cart).toMatchObject({ additionalProperties: false, properties: { data: { $ref: '#/components/schemas/PricedCartBody' } } });
    expect(doc.components.schemas.PricedCartBody).toMatchObject({ additionalProperties: false, required: expect.arrayContaining(['lines', 'total', 'groups', 'summary', 'unavailable']) });
  });

  it('leaves no API route generic: each is declared in contract/endpoints', () => {
    const generic = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).filter(([, o]) => o['x-generic']).map(([m]) => `${m} ${path}`));
    expect(generic).toEqual([]);
  });
});
