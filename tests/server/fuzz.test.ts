import fc from 'fast-check';
import { fromSchema, type JsonSchema } from './fuzz/fromSchema';
import { fuzzRequest, type RouteShape } from './fuzz/requests';
import { signIn } from './helpers/api';
import { responseChecker, templateOf, type OpenApiDocument } from './helpers/openapiResponses';
import { createTestApp, type TestApp } from './helpers/testApp';

/** `npm test` sends a few hundred; `FUZZ_RUNS=10000 npx jest tests/server/fuzz.test.ts` is the long run. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
/** Which route answered (set by an onSend hook below): a mangled path may land on another route or a catch-all. */
const ROUTE_HEADER = 'x-fuzz-route';

type Operation = { parameters: { name: string; in: string; schema: JsonSchema }[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } };

describe('every route under generated and mutated requests', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let check: ReturnType<typeof responseChecker>;
  const routes: RouteShape[] = [];
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      seed: 0.02,
      onRoute: ({ method, url }) => {
        for (const m of [method].flat()) if (m !== 'HEAD' && !url.includes('*')) routes.push({ method: m, url });
      },
    });
    t.app.addHook('onSend', async (request, reply, payload) => {
      reply.header(ROUTE_HEADER, `${request.method} ${request.routeOptions.url ?? ''}`);
      return payload;
    });
    // Half the bodies and queries of a documented route fit its request schema in /openapi.json.
    doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as OpenApiDocument;
    check = responseChecker(doc);
    for (const route of routes) {
      const operation = doc.paths[templateOf(route.url)]?.[route.method.toLowerCase()] as Operation | undefined;
      route.others = routes.filter((r) => r.url === route.url).map((r) => r.method);
      if (!operation) continue;
      const body = operation.requestBody?.content['application/json']?.schema;
      const query = operation.parameters.filter((p) => p.in === 'query');
      route.documented = {
        body: body ? fromSchema(body, doc.components.schemas) : undefined,
        query: query.length > 0
          ? fromSchema({ type: 'object', properties: Object.fromEntries(query.map((p) => [p.name, p.schema])) }, doc.components.schemas) as fc.Arbitrary<Record<string, unknown>>
          : undefined,
      };
    }
  }, 60_000);
  afterAll(() => t.close());

  it('never answers 5xx; every answer of a documented route has a documented status and fits its schema; a wrong method is 405', async () => {
    expect(routes.length).toBeGreaterThan(40);
    const amy = await signIn(t.app, 'amy@example.com', 'jiutuan-demo-1');
    const seen = new Map<number, number>();
    let checked = 0;
    await fc.assert(fc.asyncProperty(fuzzRequest(routes, amy.access_token), async (request) => {
      const response = await t.app.inject(request);
      seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
      const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
      const body = json && response.body ? (response.json() as Record<string, unknown>) : null;
      const shaped = body !== null && typeof body.error_code === 'string' && typeof body.message === 'string';
      const [method, matched] = String(response.headers[ROUTE_HEADER]).split(' ');
      const documented = Boolean(matched && doc.paths[templateOf(matched)]?.[method.toLowerCase()]);
      if (documented) checked += 1;
      const problems = documented ? check(method, templateOf(matched), response) : [];
      if (problems.length > 0) throw new Error(problems.join('\n'));
      // A wrong method is 405, unless the path also fits another route that has it (a static segment in a `:param`).
      const takenByRoute = matched !== undefined && matched !== '' && !matched.endsWith('*');
      const wrongMethod = request.wrongMethod && !takenByRoute && (response.statusCode !== 405 || !String(response.headers.allow).includes(request.wrongMethod.allowed));
      // A provider's local sandbox (/sandbox/…) refuses in that provider's published shape (LINE's OAuth `{ error }`), not ours.
      const providerShape = matched?.startsWith('/sandbox/') === true;
      return response.statusCode < 500 && (response.statusCode < 400 || shaped || providerShape || response.statusCode === 404 && !json) && !wrongMethod;
    }), { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261123) });
    expect(checked).toBeGreaterThan(RUNS / 2);
    // The generator reaches the handlers, not only the CSRF and validation gates.
    for (const status of [200, 400, 401, 403, 404, 405, 415]) expect(seen.get(status) ?? 0).toBeGreaterThan(0);
    if (process.env.FUZZ_RUNS) console.log(JSON.stringify(Object.fromEntries([...seen].sort(([a], [b]) => a - b))));
  }, 600_000);
});
