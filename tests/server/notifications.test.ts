import { call, demoMemberHeaders } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';
import { newMembers } from './checkout/fixtures';

const NOW = Date.UTC(2026, 10, 1, 2, 0, 0);

describe.each(dialects())('notifications on %s', (dialect) => {
  let t: TestApp;
  let amy: Record<string, string>;
  let ben: Record<string, string>;
  let clock = NOW;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, now: () => clock });
    ({ amy, ben } = await demoMemberHeaders(t.app));
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  const mission = (type: string, headers: Record<string, string> = {}) => call(t.app, 'GET', `/v2/member/mission-notification?type=${type}`, { headers });
  const bubble = (headers: Record<string, string>) => call(t.app, 'GET', '/v2/member/bubble-notification', { headers });

  it('gives a visitor the welcome mission on shopping pages, its sign-up link leading to the new-customer gift', async () => {
    const response = await mission('ec');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data).toEqual({
      title: '新朋友見面禮', message: expect.stringContaining('新客禮包'), link: '/signup?redirect=/event-new-customer-gift', style: 'gift', timer: null, delay: 3,
    });
    expect((await mission('qa')).json().data.title).toBe('下載 App 追蹤討論');
    expect((await mission('article')).json().data.title).toBe('發問拿購物金');
  });

  it('refuses an unknown page type, and keeps the member calls for members (SPEC §6)', async () => {
    expect((await mission('home')).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/v2/member/mission-notification')).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/v1/member/mission-notification')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/v2/member/bubble-notification')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/v1/member/bubble-notification', { body: { notification_id: 1 } })).statusCode).toBe(401);
  });

  it('marks the mission the member was shown as read, for that member only', async () => {
    const [cathy, dora] = await newMembers(t.db, 2, `mission-${dialect}-`);
    expect((await mission('ec', cathy)).json().data.title).toBe('App 首購禮');
    expect((await mission('qa', cathy)).json().data.title).toBe('下載 App 追蹤討論');
    // The qa mission was served last: that is the one the read call closes.
    expect((await call(t.app, 'POST', '/v1/member/mission-notification', { headers: cathy })).statusCode).toBe(200);
    expect((await mission('qa', cathy)).json().data).toBeNull();
    expect((await mission('ec', cathy)).json().data.title).toBe('App 首購禮');
    expect((await mission('qa', dora)).json().data.title).toBe('下載 App 追蹤討論');
    clock += 1000;
    await call(t.app, 'POST', '/v1/member/mission-notification', { headers: cathy });
    expect((await mission('ec', cathy)).json().data).toBeNull();
    // Nothing waiting: still fine.
    expect((await call(t.app, 'POST', '/v1/member/mission-notification', { headers: cathy })).statusCode).toBe(200);
  });

  it('gives each demo member their newest unread bubble notification, and reading one shows the next', async () => {
    const first = (await bubble(amy)).json().data;
    expect(first).toEqual({ id: expect.any(Number), title: '訂單待付款', message: expect.any(String), link: { path: '/member/order/unpaid' }, style: 'pink', timer: 10 });
    expect((await call(t.app, 'POST', '/v1/member/bubble-notification', { headers: ben, body: { notification_id: first.id } })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', '/v1/member/bubble-notification', { headers: amy, body: { notification_id: 'x' } })).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/v1/member/bubble-notification', { headers: amy, body: { notification_id: first.id } })).statusCode).toBe(200);
    const second = (await bubble(amy)).json().data;
    expect(second).toMatchObject({ title: '折價券即將到期', link: { path: '/member/coupon' } });
    expect((await bubble(ben)).json().data.title).toBe('訂單待付款');
    const [cathy] = await newMembers(t.db, 1, `bubble-${dialect}-`);
    expect((await bubble(cathy)).json().data).toBeNull();
  });

  it('counts unread notifications in the member badge', async () => {
    const before = (await call(t.app, 'GET', '/api/userinfo', { headers: ben })).json().data.notification_count;
    const { id } = (await bubble(ben)).json().data;
    await call(t.app, 'POST', '/v1/member/bubble-notification', { headers: ben, body: { notification_id: id } });
    expect((await call(t.app, 'GET', '/api/userinfo', { headers: ben })).json().data.notification_count).toBe(before - 1);
  });
});
