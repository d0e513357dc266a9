/**
 * @jest-environment node
 */
import { render, type RenderRequest, type RenderResult } from '../../../src/ui/ssr/entry-server';
import { signIn, signUpVerified } from '../../server/helpers/api';
import { faultyTransport } from '../../../server/ssr/faults';
import { appContext } from '../../../server/app';
import { endpointTable } from '../../../server/http/registerEndpoints';
import { inProcessDispatch, inProcessTransport } from '../../../server/ssr/inProcessTransport';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../server/helpers/testApp';

type Page = Extract<RenderResult, { kind: 'page' }>;

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
let api: TestApp;

beforeAll(async () => {
  api = await createTestApp('sqlite', { seed: 0.05 });
  await signUpVerified(api.app, 'ssr@example.com', 'secret-pass-1', '伺服器媽咪');
});
afterAll(() => api.close());

/** The page server's data path (registerPages builds it the same way): the declared endpoints' handlers in process. */
const dataPath = () => {
  const dispatch = inProcessDispatch(appContext(api.app), endpointTable(api.app));
  return { transport: inProcessTransport(dispatch), dispatch };
};

/** A page request as the page server builds it, for the given path. */
function request(path: string, overrides: Partial<RenderRequest> = {}): RenderRequest {
  return { url: `${TEST_ORIGIN}${path}`, headers: { 'user-agent': 'jest' }, nonce: 'script-nonce', styleNonce: 'style-nonce', ...dataPath(), origin: TEST_ORIGIN, platform: 'desktop', ...overrides };
}

async function renderPage(path: string, overrides: Partial<RenderRequest> = {}): Promise<Page> {
  const result = await render(request(path, overrides));
  if (result.kind !== 'page') throw new Error(`expected a page, got a redirect to ${result.location}`);
  return result;
}

const appState = (page: Page) => JSON.parse(/<script id="__APP_STATE__" type="application\/json" nonce="script-nonce">(.*)<\/script>/s.exec(page.data)![1]);
/** The dehydrated react-query cache of a page, by query key ('home', …). */
const queriesOf = (page: Page): Record<string, { status: string; data: unknown }> =>
  Object.fromEntries(appState(page).rq.queries.map((q: { queryKey: string[]; state: unknown }) => [q.queryKey.join('/'), q.state]));
const jsonLd = (page: Page) => [...page.head.matchAll(/<script type="application\/ld\+json" nonce="script-nonce">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

describe('render() of the SSR entry against the real API, in process', () => {
  it('renders the home page with the newest group-buys, prices and the default title', async () => {
    const page = await renderPage('/');
    expect(page.status).toBe(200);
    expect(page.html).toContain('最新團購');
    expect(page.html).toContain('熱銷團購');
    expect(page.html).toMatch(/NT\$\d{1,3}(,\d{3})*/);
    expect(page.head).toContain('<title>寶貝揪團｜媽咪寶寶好物限時團購推薦</title>');
    expect(page.head).toContain('<link rel="canonical" href="http://localhost:3000/" />');
    expect(page.head).toContain('nonce="style-nonce"');
    expect(page.setCookies).toEqual([]);
  });

  it('puts the Organization JSON-LD in the head', async () => {
    const items = jsonLd(await renderPage('/'));
    expect(items[0]).toMatchObject({ '@type': 'Organization', name: '寶貝揪團', url: TEST_ORIGIN });
    expect(items.map((item) => item['@type'])).toEqual(['Organization', 'WebSite', 'ItemList']);
  });

  it('dehydrates the query cache and the session (boot state) into the data script for hydration', async () => {
    const page = await renderPage('/');
    expect(page.data).toMatch(/^<script id="__APP_STATE__" type="application\/json" nonce="script-nonce">.*<\/script>$/s);
    expect(appState(page).boot).toMatchObject({ platform: 'desktop', origin: TEST_ORIGIN });
    expect(appState(page).boot.session).toMatchObject({ user: { signedIn: false, platform: 'desktop' }, cartCount: 0, notificationCount: 0 });
    const queries = queriesOf(page);
    // The session has one owner (SessionStore); react-query holds server data only.
    expect(Object.keys(queries)).not.toContain('userinfo');
    expect(queries.home).toMatchObject({ status: 'success' });
    expect((queries.home.data as { newest: { cards: unknown[] } }).newest.cards.length).toBeGreaterThan(0);
  });

  it('answers 404 with the not-found copy and the newest group-buys on an unknown path', async () => {
    const page = await renderPage('/no/such/page');
    expect(page.status).toBe(404);
    expect(page.html).toContain('很抱歉，我們找不到您要的頁面');
    expect(page.html).toContain('data-testid="not-found-newest"');
    expect(page.head).toContain('<title>找不到此頁面｜寶貝揪團</title>');
    expect(page.head).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers 500 with the busy page when the API is down', async () => {
    const page = await renderPage('/', { transport: faultyTransport('down'), dispatch: undefined });
    expect(page.status).toBe(500);
    expect(page.html).toContain('網站忙碌中，請稍候片刻');
    expect(page.html).toContain('工程師正在努力處理中，請稍後再試');
    expect(page.head).toContain('<title>網站忙碌中｜寶貝揪團</title>');
  });

  it('passes the utm cookie the API set on to the page response', async () => {
    const page = await renderPage('/?utm_source=line&utm_medium=social');
    expect(page.status).toBe(200);
    const utm = page.setCookies.find((line) => line.startsWith('utm_data='));
    expect(utm).toMatch(/Max-Age=86400/i);
    expect(appState(page).boot.session.user).toMatchObject({ utmQueryString: 'utm_source=line&utm_medium=social' });
  });

  it("renders a member's nickname from the auth_token_data cookie", async () => {
    const token = await signIn(api.app, 'ssr@example.com');
    const page = await renderPage('/', { headers: { cookie: `auth_token_data=${encodeURIComponent(JSON.stringify(token))}` } });
    expect(page.html).toContain('嗨，伺服器媽咪');
  });

  it('refreshes a stale access token in process and writes the new token back to the visitor (SPEC §4.1)', async () => {
    const token = await signIn(api.app, 'ssr@example.com');
    const stale = { ...token, access_token: 'no-longer-valid' };
    const page = await renderPage('/', { headers: { cookie: `auth_token_data=${encodeURIComponent(JSON.stringify(stale))}` } });
    expect(page.html).toContain('嗨，伺服器媽咪');
    const written = page.setCookies.find((line) => line.startsWith('auth_token_data='));
    expect(written).toMatch(/HttpOnly/);
    expect(decodeURIComponent(written!.split(';')[0])).not.toContain('no-longer-valid');
  });

  it('signs a visitor out whose refresh token is rejected, deleting the cookie', async () => {
    const stale = { access_token: 'gone', refresh_token: 'also-gone', expired_at: Date.now() + 3_600_000 };
    const page = await renderPage('/', { headers: { cookie: `auth_token_data=${encodeURIComponent(JSON.stringify(stale))}` } });
    expect(page.status).toBe(200);
    expect(page.setCookies.find((line) => line.startsWith('auth_token_data='))).toMatch(/Max-Age=0/);
  });

  it('answers 504 with the timeout page when the backend does not answer within 30 s', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const pending = render(request('/', { transport: faultyTransport('slow'), dispatch: undefined }));
      await jest.advanceTimersByTimeAsync(30_000);
      const page = (await pending) as Page;
      expect(page.status).toBe(504);
      expect(page.html).toContain('網路連線逾時');
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders a Q&A category with its nav state from the route, and an unknown category as the 404 page', async () => {
    const page = await renderPage('/qa/categories/5');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/aria-label="討論區分類"[\s\S]*aria-current="page"[^>]*>哺乳</);
    expect((await renderPage('/qa/categories/999')).status).toBe(404);
  });

  it("renders the mobile layout for a phone, as the API reads it from the visitor's user agent", async () => {
    const page = await renderPage('/about?section=jobs', { platform: 'ios.web', headers: { 'user-agent': IPHONE } });
    expect(page.html).toMatch(/<h1[^>]*>人才招募<\/h1>/);
    expect(page.html).toContain('aria-label="底部選單"');
    expect(page.html).not.toContain('aria-label="主選單"');
  });
});
