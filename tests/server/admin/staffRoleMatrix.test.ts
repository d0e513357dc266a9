import { STAFF_ROLES, type StaffRole } from '../../../contract/adminRoles';
import { pathOf, type Endpoint } from '../../../contract/endpoint';
import { endpointTable } from '../../../server/http/registerEndpoints';
import { call, signIn } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { adminSampleParams } from './adminSamples';
import { recordingGateway, seedStaff, staffCookies, testClock } from './staffHelpers';

type Who = 'visitor' | 'member' | StaffRole;

/**
 * Every declared staff endpoint × visitor, member and each role: the roles it declares get past the door
 * (whatever their input earns them), everyone else gets the 404 of a path that does not exist.
 */
describe.each(dialects())('every staff endpoint answers 404 to whoever may not call it (%s)', (dialect) => {
  let t: TestApp;
  const clock = testClock();
  let staffEndpoints: Endpoint[] = [];
  let samples: Record<string, Record<string, string>> = {};
  let memberToken = '';
  beforeAll(async () => {
    // The gateway stands in for the sandbox MPG, which an injected app has no port to reach.
    t = await createTestApp(dialect, { seed: 0.05, now: clock.now, paymentGateway: recordingGateway().gateway });
    await seedStaff(t.db, clock.now());
    staffEndpoints = [...endpointTable(t.app).values()].map((h) => h.endpoint).filter((e) => e.access === 'staff');
    samples = await adminSampleParams(t.db);
    memberToken = (await signIn(t.app, 'amy@example.com', 'jiutuan-demo-1')).access_token;
  }, 120_000);
  afterAll(() => t.close());

  const credentials = async (who: Who) => {
    if (who === 'visitor') return {};
    if (who === 'member') return { headers: { 'x-oauth-token': memberToken } };
    return { cookies: await staffCookies(t.app, who, clock) };
  };

  it('declares every staff endpoint under /admin/api with its roles', () => {
    expect(staffEndpoints.length).toBeGreaterThan(0);
    for (const e of staffEndpoints) {
      expect(e.path).toMatch(/^\/admin\/api\//);
      expect(e.roles?.length).toBeGreaterThan(0);
    }
  });

  it.each<Who>(['visitor', 'member', ...STAFF_ROLES])('as %s', async (who) => {
    const wrong: string[] = [];
    for (const e of staffEndpoints) {
      const response = await call(t.app, e.method, pathOf(e, samples[`${e.method} ${e.path}`] ?? {}), await credentials(who));
      const allowed = who !== 'visitor' && who !== 'member' && (e.roles ?? []).includes(who);
      const hidden = response.statusCode === 404 && response.json().error_code === 'GEN_000002';
      if (allowed === hidden) wrong.push(`${e.method} ${e.path}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
