import type { NotificationPageType } from '../../../src/domain/notifications/notification';
import { chooseNotification } from '../../../src/domain/notifications/rules';
import { RequestCookieTokenStore } from '../../../src/infrastructure/cookie/RequestCookieTokenStore';
import { ApiMemberProfileGateway, ApiReviewGateway } from '../../../src/infrastructure/http/ApiMemberProfileGateways';
import { ApiNotificationGateway } from '../../../src/infrastructure/http/ApiNotificationGateway';
import { ApiSignedInDevices } from '../../../src/infrastructure/http/ApiSignedInDevices';
import { signUpVerified } from '../helpers/api';
import { apiClientOf } from '../helpers/apiClient';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { expiredCookieHeader, outcome, signedInCookieHeader, tokenRecovery, UNKNOWN_TOKEN_COOKIE } from './visitors';
import { browserCookies, createPageApp, fullLoad } from './pageApp';

/** One page request's gateways of the member home, reviews, 登入裝置 and notifications, over its cookie jar, as the page server builds them. */
function pageRequest(t: TestApp, cookieHeader: string | undefined, via: 'http' | 'in-process') {
  const jar = new RequestCookieTokenStore(cookieHeader);
  const api = apiClientOf(t.app, jar, via, { jar, userAgent: 'jest' });
  return { jar, profile: new ApiMemberProfileGateway(api), reviews: new ApiReviewGateway(api), devices: new ApiSignedInDevices(api), notifications: new ApiNotificationGateway(api) };
}
type PageRequest = ReturnType<typeof pageRequest>;

const READS: [string, (port: PageRequest) => Promise<unknown>][] = [
  ['the member home', (port) => port.profile.home()],
  ['the lines waiting for a review', (port) => port.reviews.pending(null)],
  ['登入裝置', (port) => port.devices.list()],
  ['the member\'s next bubble', (port) => port.notifications.normal()],
];

/**
 * What the in-process dispatch suite (inProcessDispatch.test.ts) does not call: the typed client's
 * AUTH_100023 recovery on the page server (the refresh and the retry, or the sign-out, written into the
 * visitor's cookie jar), and query values the sample URLs do not hold.
 */
describe.each(dialects())('the member area\'s reads on the page server, in process (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05 });
    await signUpVerified(t.app, 'pages@example.com', 'secret-pass-1', '頁面媽咪');
  }, 60_000);
  afterAll(() => t.close());

  it.each(READS)('an expired access token: %s refreshes the token into the jar and answers', async (_name, read) => {
    const port = pageRequest(t, await expiredCookieHeader(t, 'pages@example.com', 'secret-pass-1'), 'in-process');
    expect(await outcome(() => read(port))).toHaveProperty('value');
    expect(tokenRecovery(port.jar)).toBe('refreshed');
  });

  it('after the refresh, 這個裝置 is still the sign-in the page request carries', async () => {
    const port = pageRequest(t, await expiredCookieHeader(t, 'pages@example.com', 'secret-pass-1'), 'in-process');
    const devices = await port.devices.list();
    expect(devices.filter((d) => d.current)).toHaveLength(1);
    expect(devices[0].current).toBe(true);
  });

  it.each(READS)('a token the shop never issued: %s is the API\'s 401 after the refused refresh, and the jar signs out', async (_name, read) => {
    const [viaHttp, inProcess] = [pageRequest(t, UNKNOWN_TOKEN_COOKIE, 'http'), pageRequest(t, UNKNOWN_TOKEN_COOKIE, 'in-process')];
    const answer = await outcome(() => read(inProcess));
    expect(answer).toEqual(await outcome(() => read(viaHttp)));
    expect(answer).toMatchObject({ failure: { status: 401 } });
    expect(tokenRecovery(inProcess.jar)).toBe('signed-out');
  });

  it('an order id or a page type the shop refuses is the same parameter error as over HTTP', async () => {
    const cookie = await signedInCookieHeader(t, 'pages@example.com', 'secret-pass-1');
    const odd: ((port: PageRequest) => Promise<unknown>)[] = [
      (port) => port.reviews.pending(0),
      (port) => port.notifications.mission('shop' as NotificationPageType),
    ];
    for (const read of odd) {
      const answer = await outcome(() => read(pageRequest(t, cookie, 'in-process')));
      expect(answer).toEqual(await outcome(() => read(pageRequest(t, cookie, 'http'))));
      expect(answer).toMatchObject({ failure: { kind: 'parameter', status: 400 } });
    }
  });
});

const bootOf = (html: string) =>
  JSON.parse(/<script id="__APP_STATE__" type="application\/json" nonce="[^"]*">(.*?)<\/script>/s.exec(html)![1]).boot;

describe.each(dialects())('every page hands its §4.2 notification over in the boot state (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createPageApp(dialect);
    cookie = await browserCookies(t.app, 'amy@example.com', 'jiutuan-demo-1');
  }, 60_000);
  afterAll(() => t.close());

  it('a visitor: the mission of the page type (the welcome gift on shopping pages, the app on Q&A)', async () => {
    expect(bootOf((await fullLoad(t.app, '/')).body).notification).toMatchObject({ pathname: '/', signedIn: false, notification: { title: '新朋友見面禮' } });
    expect(bootOf((await fullLoad(t.app, '/qa')).body).notification).toMatchObject({ pathname: '/qa', signedIn: false, notification: { title: '下載 App 追蹤討論' } });
  });

  it('a member: what the API answers her on that page (the mission, else her next bubble)', async () => {
    const api = pageRequest(t, cookie, 'http').notifications;
    const boot = bootOf((await fullLoad(t.app, '/', { cookie })).body);
    const expected = chooseNotification(await api.mission('ec'), await api.normal());
    expect(expected).not.toBeNull();
    expect(boot.notification).toEqual({ pathname: '/', signedIn: true, notification: JSON.parse(JSON.stringify(expected)) });
  });
});
