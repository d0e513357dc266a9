import { expect, test } from '@playwright/test';
import { addHomeAddress, choosePayment, fillBuyerMobile, signedInWithOneLine } from './checkoutSupport';

test('inside the app the footer, bottom navigation and banners are gone', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '最新團購' })).toBeVisible();
  await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('in-app.png') });
});

test('inside the app a parent checks out by ATM transfer, without the web footer or bottom navigation', async ({ page }, testInfo) => {
  await signedInWithOneLine(page, testInfo, 5);
  await page.goto('/groupbuy/shoppingcart');
  await page.getByRole('button', { name: '結帳', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '結帳' })).toBeVisible();
  await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await fillBuyerMobile(page);
  await addHomeAddress(page);
  await choosePayment(page, 'ATM 虛擬帳號');
  await page.getByRole('button', { name: '送出訂單' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '訂單成立' })).toBeVisible();
  await expect(page.getByTestId('virtual-account')).toHaveText(/^\d{14}$/);
  await page.screenshot({ path: testInfo.outputPath('in-app-placed.png') });
});
