import fc from 'fast-check';
import { fromSchema, type JsonSchema } from './fuzz/fromSchema';
import { fuzzRequest, type RouteShape } from './fuzz/requests';
import { signIn } from './helpers/api';
import { createTestApp, type TestApp } from './helpers/testApp';

/** `npm test` sends a few hundred; `FUZZ_RUNS=10000 npx jest tests/server/fuzz.test.ts` is the long run. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

interface OpenApi {
  paths: Record<string, Record<string, { parameters: { name: string; in: string; schema: JsonSchema }[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  components: { schemas: Record<string, JsonSchema> };
}

describe('every route under generated and mutated requests', () => {
  let t: TestApp;
  const routes: RouteShape[] = [];
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      seed: 0.02,
      onRoute: ({ method, url }) => {
        for (const m of [method].flat()) if (m !== 'HEAD' && !url.includes('*')) routes.push({ method: m, url });
      },
    });
    // Half the bodies and queries of a documented route fit its request schema in /openapi.json.
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as OpenApi;
    for (const route of routes) {
      const operation = doc.paths[route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[route.method.toLowerCase()];
      if (!operation) continue;
      const body = operation.requestBody?.content['application/json'].schema;
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

  it('never answers 5xx, and every JSON 4xx has the documented {error_code, message} shape', async () => {
    expect(routes.length).toBeGreaterThan(40);
    const amy = await signIn(t.app, 'amy@example.com', 'jiutuan-demo-1');
    const seen = new Map<number, number>();
    await fc.assert(fc.asyncProperty(fuzzRequest(routes, amy.access_token), async (request) => {
      const response = await t.app.inject(request);
      seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
      const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
      const body = json && response.body ? (response.json() as Record<string, unknown>) : null;
      const shaped = body !== null && typeof body.error_code === 'string' && typeof body.message === 'string';
      return response.statusCode < 500 && (response.statusCode < 400 || shaped || response.statusCode === 404 && !json);
    }), { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261123) });
    // The generator reaches the handlers, not only the CSRF and validation gates.
    for (const status of [200, 400, 401, 403, 404, 415]) expect(seen.get(status) ?? 0).toBeGreaterThan(0);
    if (process.env.FUZZ_RUNS) console.log(JSON.stringify(Object.fromEntries(seen)));
  }, 300_000);
});
