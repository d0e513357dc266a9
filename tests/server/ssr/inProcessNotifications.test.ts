import { AxiosNotificationGateway } from '../../../src/infrastructure/http/AxiosNotificationGateway';
import { RequestCookieTokenStore } from '../../../src/infrastructure/cookie/RequestCookieTokenStore';
import { InProcessNotificationGateway } from '../../../server/ssr/inprocess/InProcessNotificationGateway';
import { serviceCall } from '../../../server/ssr/inprocess/serviceCall';
import type { NotificationPageType } from '../../../src/domain/notifications/notification';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { apiClient, outcome, signedInCookieHeader, visitorCookies } from './inProcessPair';

describe.each(dialects())('every page asks for its notification in process exactly as the API answers (%s)', (dialect) => {
  let api: TestApp;
  let member: string;
  const unexpected: unknown[] = [];

  /** Both gateways of one page request with these cookies, each over its own cookie jar. */
  function gateways(cookieHeader: string | undefined) {
    const viaApi = (jar: RequestCookieTokenStore) => new AxiosNotificationGateway(apiClient(api, jar, 'jest'));
    const local = new RequestCookieTokenStore(cookieHeader);
    return {
      http: viaApi(new RequestCookieTokenStore(cookieHeader)),
      local: new InProcessNotificationGateway({ ...api, now: Date.now }, serviceCall((error) => unexpected.push(error)), visitorCookies(api, local), viaApi(local)),
    };
  }

  beforeAll(async () => {
    api = await createTestApp(dialect, { seed: 0.05 });
    member = await signedInCookieHeader(api, 'amy@example.com', 'jiutuan-demo-1');
  });
  afterAll(() => api.close());
  afterEach(() => expect(unexpected).toEqual([]));

  const same = async (cookieHeader: string | undefined, read: (gateway: AxiosNotificationGateway | InProcessNotificationGateway) => Promise<unknown>) => {
    const { http, local } = gateways(cookieHeader);
    const [viaHttp, inProcess] = await Promise.all([outcome(() => read(http)), outcome(() => read(local))]);
    expect(inProcess).toEqual(viaHttp);
    return viaHttp;
  };

  it.each<NotificationPageType>(['ec', 'qa', 'article'])('the %s mission for a visitor and for a member', async (type) => {
    expect(await same(undefined, (gateway) => gateway.mission(type))).toMatchObject({ value: { notificationType: 'mission' } });
    expect(await same(member, (gateway) => gateway.mission(type))).toMatchObject({ value: { notificationType: 'mission' } });
  });

  it('a page type the shop does not know is the same parameter error', async () => {
    expect(await same(undefined, (gateway) => gateway.mission('shop' as NotificationPageType))).toMatchObject({ failure: { kind: 'parameter' } });
  });

  it('the member’s next bubble; a visitor and an unknown token get the same sign-in errors', async () => {
    expect(await same(member, (gateway) => gateway.normal())).toMatchObject({ value: { notificationType: 'normal', id: expect.any(Number) } });
    expect(await same(undefined, (gateway) => gateway.normal())).toMatchObject({ failure: { status: 401 } });
    await same('auth_token_data=%7B%22access_token%22%3A%22nope%22%7D', (gateway) => gateway.normal());
  });
});
