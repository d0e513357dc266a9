import type { StaffRole } from '../../../contract/adminRoles';
import { call, signIn } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { seedStaff, staffCookies, testClock } from './staffHelpers';

type Who = 'visitor' | 'member' | StaffRole;
const WHO: Who[] = ['visitor', 'member', 'admin', 'operations', 'support', 'content'];
const MEMBERS: StaffRole[] = ['admin', 'support'];
const COUPONS: StaffRole[] = ['admin', 'operations'];

/**
 * The members desk is 客服's and 管理員's, the coupons desk 營運's and 管理員's: everyone else (a visitor,
 * a member's token, the other roles) gets the 404 of a path that does not exist. Bodies are empty, so an
 * allowed role meets the 400 of its input and nothing is written.
 */
describe.each(dialects())('who opens the members and coupons desks (%s)', (dialect) => {
  let t: TestApp;
  const clock = testClock();
  let memberToken = '';
  let memberId = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.02, now: clock.now });
    await seedStaff(t.db, clock.now());
    memberToken = (await signIn(t.app, 'amy@example.com', 'jiutuan-demo-1')).access_token;
    memberId = (await t.db.selectFrom('members').select('id').where('email', '=', 'amy@example.com').executeTakeFirstOrThrow()).id;
  }, 120_000);
  afterAll(() => t.close());

  const credentials = async (who: Who) => {
    if (who === 'visitor') return {};
    if (who === 'member') return { headers: { 'x-oauth-token': memberToken } };
    return { cookies: await staffCookies(t.app, who, clock) };
  };
  const calls = (): [roles: StaffRole[], method: 'GET' | 'POST', url: string, allowedStatus: number][] => [
    [MEMBERS, 'GET', '/admin/api/members?q=amy', 200],
    [MEMBERS, 'GET', `/admin/api/members/${memberId}`, 200],
    [MEMBERS, 'POST', `/admin/api/members/${memberId}/credit`, 400],
    [MEMBERS, 'POST', `/admin/api/members/${memberId}/coupons`, 400],
    [COUPONS, 'GET', '/admin/api/coupons', 200],
    [COUPONS, 'GET', '/admin/api/promotion-codes', 200],
    [COUPONS, 'POST', '/admin/api/coupons', 400],
  ];

  it.each(WHO)('as %s', async (who) => {
    const seen: string[] = [];
    const expected: string[] = [];
    for (const [roles, method, url, allowedStatus] of calls()) {
      const response = await call(t.app, method, url, await credentials(who));
      const allowed = (roles as string[]).includes(who);
      seen.push(`${method} ${url}: ${response.statusCode}${response.statusCode === 404 ? ` ${response.json().error_code}` : ''}`);
      expected.push(`${method} ${url}: ${allowed ? allowedStatus : '404 GEN_000002'}`);
    }
    expect(seen).toEqual(expected);
    expect(await t.db.selectFrom('audit_log').select('id').where('entity', 'in', ['member', 'coupon']).execute()).toEqual([]);
  }, 60_000);
});
