import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support';

test('a wrong URL shows the 404 page with the newest group-buys', async ({ page }, testInfo) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/找不到此頁面/);
  await expect(page.getByRole('heading', { name: '很抱歉，我們找不到您要的頁面' })).toBeVisible();
  await expect(page.getByText('可能是網址有誤，或是這個頁面已經不存在了')).toBeVisible();
  await expect(page.getByRole('link', { name: '回到首頁' })).toBeVisible();
  await expect(page.getByTestId('not-found-newest').locator('article').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('not-found.png') });
});

/** The second journey server (E2E_PORT + 1) runs with its backend switched off (FAULT_BACKEND=down). */
const DEAD_BACKEND_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}/`;

test('a dead backend shows the busy page', async ({ page }, testInfo) => {
  const response = await page.goto(DEAD_BACKEND_URL);
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { name: '網站忙碌中，請稍候片刻' })).toBeVisible();
  await expect(page.getByText('工程師正在努力處理中，請稍後再試')).toBeVisible();
  await expect(page.getByRole('link', { name: '回到首頁' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('busy.png') });
});

test('a 503 from the API shows the 503 page', async ({ page }) => {
  // Once hydrated, the link is the app's navigation, whose read gets the 503 (before, it loads the page from the server).
  await gotoHydrated(page, '/about');
  await page.route('**/resource/mall/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error_code":"GEN_000503","message":"維護中"}' }));
  await page.getByRole('link', { name: /寶貝揪團首頁|寶貝揪團/ }).first().click();
  await expect(page.getByRole('heading', { name: '服務暫時無法使用' })).toBeVisible();
});
