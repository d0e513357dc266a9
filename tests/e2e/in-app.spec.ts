import { expect, test } from '@playwright/test';

test('inside the app the footer, bottom navigation and banners are gone', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '最新團購' })).toBeVisible();
  await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('in-app.png') });
});
