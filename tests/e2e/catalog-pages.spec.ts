import { expect, test } from '@playwright/test';
import { watchConsole } from './support';

test('a brand leads to its reviews and to one of its categories', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto('/brand/1');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const brandName = (await heading.textContent())!.trim();
  await expect(page.getByText(/^品牌產地：/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('brand.png') });

  await page.getByRole('link', { name: '品牌評價 ›' }).click();
  await expect(page).toHaveURL(/\/brand\/1\/review$/);
  await expect(page.getByRole('heading', { level: 1, name: `${brandName}的評價` })).toBeVisible();
  await expect(page.getByText(/\d+ 則評價/).first()).toBeVisible();
  await expect(page.getByText(/\*+$/).first()).toBeVisible();
  await expect(page.getByText(/^\d{4}\/\d{2}\/\d{2}$/).first()).toBeVisible();

  await page.goto('/brand/1');
  const firstCategory = page.getByRole('navigation', { name: '品牌分類' }).getByRole('link').first();
  const categoryName = (await firstCategory.textContent())!.replace(/（\d+）$/, '');
  await firstCategory.click();
  await expect(page).toHaveURL(/\/brand\/1\/category\/[a-z-]+\/[a-z-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: `${brandName}・${categoryName}` })).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('a category page narrows to a sub category and pages its group-buys', async ({ page }) => {
  await page.goto('/market/category/1');
  await expect(page.getByRole('heading', { level: 1, name: '包屁衣・連身衣' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '麵包屑' }).getByRole('link', { name: '嬰幼服飾' })).toHaveAttribute('href', '/mall/fashion');
  await page.getByRole('navigation', { name: '子分類' }).getByRole('link', { name: '長袖連身衣' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '長袖連身衣' })).toBeVisible();
  await page.goto('/market/category-group-buy/1');
  await expect(page.getByRole('heading', { level: 1, name: '包屁衣・連身衣・全部團購' })).toBeVisible();
  await page.getByRole('link', { name: '下一頁 ›' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByText('第 2 頁')).toBeVisible();
});

test('a curation shows its banner and group-buys', async ({ request, page }) => {
  const html = await (await request.get('/market/category/event/newborn-checklist')).text();
  expect(html).toContain('<title>新生兒必備清單｜寶貝揪團</title>');
  expect(html).toContain('"@type":"ItemList"');
  expect(html).toContain('"@type":"BreadcrumbList"');
  await page.goto('/market/category/event/newborn-checklist');
  await expect(page.getByRole('heading', { level: 1, name: '新生兒必備清單' })).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
});

test('an event, its by-branch layout and the noindex preview', async ({ request, page }) => {
  await page.goto('/event/double-11');
  await expect(page.getByRole('heading', { level: 1, name: '雙11 寶寶節' })).toBeVisible();
  await expect(page.getByText(/^活動期間：\d{4}\/\d{2}\/\d{2} – \d{4}\/\d{2}\/\d{2}$/)).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
  await page.goto('/event2/double-11');
  await expect(page.getByRole('navigation', { name: '活動分館' })).toBeVisible();
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  const preview = await (await request.get('/event2/double-11/preview')).text();
  expect(preview).toContain('<meta name="robots" content="noindex, nofollow"');
  await page.goto('/event2/double-11/preview');
  await expect(page.getByTestId('preview-banner')).toContainText('預覽模式');
});

test('invalid or unknown ids and paths answer the 404 page', async ({ request, page }) => {
  for (const path of ['/brand/abc', '/brand/999999', '/market/category/0', '/groupbuy/abc/review', '/event/nowhere', '/brand/1/category/NOPE']) {
    expect([path, (await request.get(path)).status()]).toEqual([path, 404]);
  }
  await page.goto('/brand/999999');
  await expect(page.getByRole('heading', { name: '很抱歉，我們找不到您要的頁面' })).toBeVisible();
});
