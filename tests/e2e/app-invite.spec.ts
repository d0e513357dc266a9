import { expect, test, type APIRequestContext } from '@playwright/test';
import { watchConsole } from './support';

/** Two seeded group-buys without the adult gate, through the public API (the seed decides the ids). */
async function plainGroupBuys(request: APIRequestContext): Promise<number[]> {
  const ids: number[] = [];
  for (let id = 1; id <= 60 && ids.length < 2; id++) {
    const response = await request.get(`/v3/shopping/groupbuy/${id}`);
    if (response.ok() && !((await response.json()).data as { is_adult_only: boolean }).is_adult_only) ids.push(id);
  }
  return ids;
}

test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(testInfo.project.name === 'desktop', 'the smart banner and the invite dialog are for phones (SPEC §4.6)');
});

test('the smart banner offers the app coupon, and a close holds after a reload', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto('/qa');
  const banner = page.getByRole('complementary', { name: 'App 下載推薦' });
  await expect(banner).toContainText('下載 App 追蹤討論再送 $ 100');
  await page.goto('/');
  await expect(banner).toContainText('首載 App 現領 $ 100 折價券');
  await expect(banner).toContainText('(1762)');
  await expect(banner.getByRole('link', { name: '點我領券' })).toHaveAttribute('href', '/app');
  await page.screenshot({ path: testInfo.outputPath('smart-banner.png') });
  await banner.getByRole('button', { name: '關閉 App 下載推薦' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('bottom-nav')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(banner).toBeHidden();
  expect(problems).toEqual([]);
});

test('the invite dialog opens when a shopper comes back to a product page, and 先逛網頁 keeps it away', async ({ page, request }, testInfo) => {
  const [first, second] = await plainGroupBuys(request);
  await page.goto(`/groupbuy/${first}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const dialog = page.getByRole('dialog', { name: '寶貝揪團 App 購物更划算' });
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: '下載 App' })).toHaveAttribute('href', '/app');
  await page.screenshot({ path: testInfo.outputPath('invite-dialog.png') });
  await dialog.getByRole('button', { name: '先逛網頁' }).click();
  await expect(dialog).toBeHidden();
  for (let visit = 0; visit < 2; visit++) {
    await page.goto(`/groupbuy/${second}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(dialog).toBeHidden();
  }
});
