import { call, demoMemberHeaders } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';

const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) JiutuanApp/6.12.0 (ios)';

describe.each(dialects())('GET /line-member-binding binds a signed-in member outside the app to the messaging app\'s record (%s)', (dialect) => {
  let t: TestApp;
  let amy: Record<string, string>;
  let ben: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.02 });
    ({ amy, ben } = await demoMemberHeaders(t.app));
  });
  afterAll(() => t.close());

  const bind = (id: string, headers: Record<string, string> = {}) => call(t.app, 'GET', `/line-member-binding?cdp_unit_id=${id}`, { headers });
  const bindings = () => t.db.selectFrom('line_member_bindings').innerJoin('members', 'members.id', 'line_member_bindings.member_id')
    .select(['members.email', 'cdp_unit_id']).orderBy('cdp_unit_id').execute();

  it('signed out: 401, nothing bound', async () => {
    const response = await bind('U-line-1');
    expect(response.statusCode).toBe(401);
    expect(await bindings()).toEqual([]);
  });

  it('binds the member and says so; binding again moves the record and the member', async () => {
    const response = await bind('U-line-1', amy);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ cdp_unit_id: 'U-line-1', message: '已綁定 LINE 會員，之後的訂單與優惠通知會傳到您的 LINE' });
    expect((await bind('U-line-2', amy)).statusCode).toBe(200);
    expect(await bindings()).toEqual([{ email: 'amy@example.com', cdp_unit_id: 'U-line-2' }]);
    // The same LINE record opened by Ben (a shared phone): it is his now.
    expect((await bind('U-line-2', ben)).statusCode).toBe(200);
    expect(await bindings()).toEqual([{ email: 'ben@example.com', cdp_unit_id: 'U-line-2' }]);
  });

  it('refuses inside the app, a call without the platform header and a cross-site call, changing nothing', async () => {
    const before = await bindings();
    const inApp = await bind('U-line-3', { ...amy, platform: 'ios.app' });
    expect(inApp.statusCode).toBe(403);
    expect(inApp.json().message).toBe('在 App 內不需要綁定 LINE 會員');
    expect((await bind('U-line-3', { ...amy, 'user-agent': APP_UA })).statusCode).toBe(403);
    const link = await t.app.inject({ method: 'GET', url: '/line-member-binding?cdp_unit_id=U-line-3', headers: amy });
    expect(link.statusCode).toBe(403);
    expect((await bind('U-line-3', { ...amy, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(await bindings()).toEqual(before);
  });

  it('refuses a record id that is not one (400)', async () => {
    for (const id of ['', 'a%20b', 'x'.repeat(65)]) expect((await bind(id, amy)).statusCode).toBe(400);
  });
});
