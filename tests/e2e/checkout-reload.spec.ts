import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { watchConsole } from './support';
import {
  JSON_HEADERS, addHomeAddress, buyerOf, choosePayment, fillBuyerMobile, onGatewayPage, openCheckoutThroughApi, payByCard, signedInWithOneLine,
} from './checkoutSupport';

const IN_APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 JiutuanApp/6.12.0 (ios)';

/** SPEC §2.1's modal child routes, each with the dialog it opens on a full load. */
const modals = (home: number, store: number) => [
  { sub: 'buyer/edit', dialog: '編輯訂購人' },
  { sub: 'delivery', dialog: '配送方式' },
  { sub: 'address/create', dialog: '新增宅配地址' },
  { sub: `address/edit/${home}`, dialog: '編輯宅配地址' },
  { sub: 'cs/create', dialog: '新增取貨門市' },
  { sub: `cs/edit/${store}`, dialog: '編輯取貨門市' },
  { sub: 'payment', dialog: '付款方式' },
  { sub: 'payment/aftee-intro', dialog: 'AFTEE 先享後付' },
  { sub: 'invoice', dialog: '發票' },
  { sub: 'bank-list', dialog: 'ATM 轉帳銀行代碼' },
  { sub: 'cs-redirection', dialog: '新增取貨門市' },
];

/** A full load of `url` (a reload, a shared link): the shop's page, never the API's JSON; then its hydration. */
async function fullLoad(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The member's own destinations for the edit routes: a home address and a 7-ELEVEN from the demo store map. */
async function ownDestinations(page: Page): Promise<{ home: number; store: number }> {
  const stores = (await (await page.request.get('/sandbox/store-map/stores?chain=seven')).json()).data.stores as { store_id: string }[];
  const add = async (data: object) => (await (await page.request.post('/v1/destinations', { headers: JSON_HEADERS, data })).json()).data.id as number;
  const home = await add({ kind: 'home', recipient: '王小美', mobile: '0912345678', city: '臺北市', district: '信義區', street: '松仁路 1 號' });
  const store = await add({ kind: 'cvs', recipient: '王小美', mobile: '0912345678', store_chain: 'seven', store_id: stores[0].store_id });
  return { home, store };
}

/** Each modal child route of the open checkout, loaded afresh: its dialog opens over the checkout. */
async function reloadEachModal(page: Page, checkoutUrl: string, routes: ReturnType<typeof modals>, testInfo: TestInfo) {
  for (const { sub, dialog } of routes) {
    await fullLoad(page, `${checkoutUrl}/${sub}`);
    await expect(page.getByRole('dialog', { name: dialog }), sub).toBeVisible();
    if (sub === 'delivery') await page.screenshot({ path: testInfo.outputPath('reloaded-modal.png') });
  }
}

/** Places the order by card, loading the card hand-off page afresh on the way: the result (訂單成立) at the checkout's address. */
async function placeByCard(page: Page, checkoutUrl: string): Promise<string> {
  await fullLoad(page, checkoutUrl);
  await fillBuyerMobile(page);
  await addHomeAddress(page);
  await choosePayment(page, '信用卡');
  const handoff = page.waitForRequest((r) => /\/v1\/payments\/\d+\/hosted-form/.test(r.url()));
  await page.getByRole('button', { name: '送出訂單' }).click();
  const paymentId = /payments\/(\d+)\//.exec((await handoff).url())![1];
  await onGatewayPage(page);
  // A full load of the hand-off page posts the same open trade to the gateway again.
  await page.goto(`/groupbuy/neweb_credit_form/${paymentId}`);
  await payByCard(page, '4000 2211 1111 1111');
  await expect(page.getByRole('heading', { level: 1, name: '訂單成立' })).toBeVisible();
  expect(page.url()).toContain(checkoutUrl);
  return (await page.getByTestId('order-number').textContent())!;
}

/** The result opened from a shared link: in a new tab, and inside the app's webview. */
async function openShared(page: Page, browser: Browser, checkoutUrl: string, number: string, testInfo: TestInfo) {
  const tab = await page.context().newPage();
  await fullLoad(tab, checkoutUrl);
  await expect(tab.getByTestId('order-number')).toHaveText(number);
  const app = await browser.newContext({ baseURL: testInfo.project.use.baseURL, userAgent: IN_APP_UA });
  const webview = await app.newPage();
  expect((await webview.request.post('/v2/member/login', { headers: JSON_HEADERS, data: buyerOf(testInfo) })).ok()).toBe(true);
  await fullLoad(webview, checkoutUrl);
  await expect(webview.getByTestId('order-number')).toHaveText(number);
  await app.close();
}

test('every checkout URL survives a reload: its modals, the card form, and the order result after placing', async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  const problems = watchConsole(page);
  await signedInWithOneLine(page, testInfo, 9);
  const checkoutUrl = `/groupbuy/pay/v2/${await openCheckoutThroughApi(page)}`;
  const { home, store } = await ownDestinations(page);
  await reloadEachModal(page, checkoutUrl, modals(home, store), testInfo);
  const number = await placeByCard(page, checkoutUrl);

  // Reloading the result, and each child route under it, shows the order.
  await fullLoad(page, checkoutUrl);
  await expect(page.getByRole('heading', { level: 1, name: '訂單成立' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(number);
  await page.screenshot({ path: testInfo.outputPath('reloaded-result.png'), fullPage: true });
  for (const { sub } of modals(home, store)) {
    await fullLoad(page, `${checkoutUrl}/${sub}`);
    await expect(page.getByTestId('order-number'), sub).toHaveText(number);
  }

  // The order detail, reloaded, and back again to the result.
  await fullLoad(page, checkoutUrl);
  await page.getByRole('link', { name: '查看訂單' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '訂單明細' })).toBeVisible();
  await fullLoad(page, page.url());
  await expect(page.getByTestId('order-number')).toHaveText(number);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: '訂單成立' })).toBeVisible();
  expect(problems).toEqual([]);

  await openShared(page, browser, checkoutUrl, number, testInfo);
  for (const destination of [home, store]) await page.request.delete(`/v1/destinations/${destination}`, { headers: JSON_HEADERS, data: {} });
});
