import { signIn } from './helpers/api';
import { responseChecker, type OpenApiDocument } from './helpers/openapiResponses';
import { routeSamples, type RouteSamples } from './helpers/routeSamples';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';
import { seedStaff, staffCookies, testClock } from './admin/staffHelpers';

/**
 * The document's response schemas are the truth: every documented GET route, called as a stranger and
 * as a signed-in demo member, answers a documented status with a body that fits that status's schema.
 */
describe.each(dialects())('every documented GET route answers as /openapi.json says (%s)', (dialect) => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let check: ReturnType<typeof responseChecker>;
  let samples: RouteSamples;
  let token: string;
  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.02, now: clock.now });
    await seedStaff(t.db, clock.now());
    doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as OpenApiDocument;
    check = responseChecker(doc);
    token = (await signIn(t.app, 'amy@example.com', 'jiutuan-demo-1')).access_token;
    const amy = await t.db.selectFrom('members').select('id').where('email', '=', 'amy@example.com').executeTakeFirstOrThrow();
    samples = await routeSamples(t.app, t.db, { id: amy.id, token });
  }, 120_000);
  afterAll(() => t.close());

  const getPaths = () => Object.entries(doc.paths).filter(([, methods]) => methods.get).map(([path]) => path);
  /** The back office's routes: a staff cookie, and 404 for anyone else. */
  const isStaff = (path: string) => (doc.paths[path].get.security ?? []).some((requirement) => 'staffCookie' in requirement);
  const urlsOf = (path: string) => samples[path] ?? (path.includes('{') ? [] : [path]);

  /** Calls every GET route with its sample URLs; returns the problems and the statuses each path got. */
  async function callAll(headers: Record<string, string>) {
    const problems: string[] = [];
    const statuses = new Map<string, number[]>();
    for (const path of getPaths()) {
      const urls = urlsOf(path);
      if (urls.length === 0) problems.push(`GET ${path}: no sample URL in tests/server/helpers/routeSamples.ts`);
      for (const url of urls) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        statuses.set(path, [...(statuses.get(path) ?? []), response.statusCode]);
        problems.push(...check('GET', path, response).map((p) => `${p} [${url}]`));
      }
    }
    return { problems, statuses };
  }

  it('covers the GET routes', () => {
    expect(getPaths().length).toBeGreaterThan(50);
  });

  it('as a stranger: public routes answer, member routes refuse with the documented 401', async () => {
    const { problems, statuses } = await callAll({});
    expect(problems).toEqual([]);
    for (const path of getPaths()) {
      const member = (doc.paths[path].get.security ?? []).some((requirement) => Object.keys(requirement).length > 0)
        && !(doc.paths[path].get.security ?? []).some((requirement) => Object.keys(requirement).length === 0);
      if (isStaff(path)) expect([path, statuses.get(path)]).toEqual([path, urlsOf(path).map(() => 404)]);
      else if (member) expect([path, statuses.get(path)]).toEqual([path, urlsOf(path).map(() => 401)]);
    }
  }, 120_000);

  it('as a signed-in demo member: every route answers 2xx at least once, in the documented shape', async () => {
    // As the shop's client calls (SPEC §7: the token and the platform header; the member binding asks for the latter).
    const { problems, statuses } = await callAll({ 'x-oauth-token': token, platform: 'desktop' });
    expect(problems).toEqual([]);
    const never2xx = getPaths().filter((path) => !isStaff(path) && !(statuses.get(path) ?? []).some((status) => status >= 200 && status < 300));
    expect(never2xx).toEqual([]);
  }, 120_000);

  it('as a signed-in 管理員: every back-office route answers 2xx at least once, in the documented shape', async () => {
    const cookies = await staffCookies(t.app, 'admin', clock);
    const { problems, statuses } = await callAll({ cookie: `staff_sid=${cookies.staff_sid}` });
    expect(problems).toEqual([]);
    const never2xx = getPaths().filter((path) => isStaff(path) && !(statuses.get(path) ?? []).some((status) => status >= 200 && status < 300));
    expect(never2xx).toEqual([]);
  }, 120_000);
});
