import { expect, test } from '@playwright/test';
import {
  addHomeAddress, choosePayment, emptyCart, fillBuyerMobile, JSON_HEADERS, liveOptions, otherOf, signedInWithOneLine, takeAtmAccount,
} from './checkoutSupport';
import { gotoHydrated, watchConsole } from './support';

test('inside the app the footer, bottom navigation and banners are gone', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '最新團購' })).toBeVisible();
  await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('in-app.png') });
});

test('inside the app the product page has no web buy bar: the app has its own toolbar', async ({ page }) => {
  const { product } = (await liveOptions(page.request))[0];
  await page.goto(`/market/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('option-panel-' + product.id)).toBeVisible();
  await expect(page.getByRole('region', { name: '快速購買' })).toHaveCount(0);
});

test('inside the app a parent checks out by ATM transfer, without the web footer or bottom navigation', async ({ page }, testInfo) => {
  await signedInWithOneLine(page, testInfo, 5);
  await gotoHydrated(page, '/groupbuy/shoppingcart');
  await page.getByRole('button', { name: '結帳', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '結帳' })).toBeVisible();
  await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await fillBuyerMobile(page);
  await addHomeAddress(page);
  await choosePayment(page, 'ATM 虛擬帳號');
  await page.getByRole('button', { name: '送出訂單' }).click();
  await takeAtmAccount(page);
  await expect(page.getByRole('heading', { level: 1, name: '訂單成立' })).toBeVisible();
  await expect(page.getByTestId('virtual-account')).toHaveText(/^\d{4} \d{4} \d{4} \d{2}$/);
  await page.screenshot({ path: testInfo.outputPath('in-app-placed.png') });
});

test('inside the app adding a size tells the app the new cart count; the web header leaves cart and sign-in to the app', async ({ page }, testInfo) => {
  // The Android app's JavaScript interface, faked: it keeps what the page posts.
  await page.addInitScript(() => {
    const w = window as unknown as { appMessages: unknown[]; JiutuanAndroid: { postMessage(json: string): void } };
    w.appMessages = [];
    w.JiutuanAndroid = { postMessage: (json) => w.appMessages.push(JSON.parse(json)) };
  });
  const problems = watchConsole(page);
  // The demo-only /dev/bridge page has no icon of its own.
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  // Another member than the checkout journey's, so the two journeys never share a cart.
  expect((await page.request.post('/v2/member/login', { headers: JSON_HEADERS, data: otherOf(testInfo) })).ok()).toBe(true);
  await emptyCart(page);
  await page.goto('/dev/bridge'); // the demo record of what this tab tells the app starts here
  const { option, product } = (await liveOptions(page.request))[7];
  await page.goto(`/market/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: '寶貝揪團首頁' })).toBeVisible();
  await expect(header.getByRole('link', { name: /購物車/ })).toHaveCount(0);
  await expect(header.getByRole('button', { name: '登入' })).toHaveCount(0);
  await page.getByRole('radio', { name: new RegExp(option.size) }).first().click();
  await page.getByRole('button', { name: '加入購物車' }).click();
  await expect(page.getByText('已加入購物車')).toBeVisible();
  const sent = () => page.evaluate(() => (window as unknown as { appMessages: { action: string; payload: unknown }[] }).appMessages);
  await expect.poll(sent).toContainEqual({ action: 'updateShoppingCartCount', payload: { count: 1 } });
  expect((await sent()).map((message) => message.action)).toEqual(expect.arrayContaining(['updateSelectedProd', 'setShoppingCartHash']));
  // The customer-service button asks the app to open its own chat; the web card stays closed.
  await page.getByRole('button', { name: '線上客服' }).click();
  await expect.poll(async () => (await sent()).map((message) => message.action)).toContain('openCustomerService');
  await expect(page.getByRole('dialog', { name: '線上客服' })).toHaveCount(0);
  expect(problems).toEqual([]);
  await page.goto('/dev/bridge');
  await expect(page.getByRole('article').filter({ hasText: 'updateShoppingCartCount' }).filter({ hasText: /"count": 1\b/ })).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('in-app-bridge-record.png') });
  await emptyCart(page);
});
