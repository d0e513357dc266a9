import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { isMobileProject, watchConsole } from './support';

/** The filters: inline on desktop; on a phone, the bottom sheet opened from 篩選・排序 at the top of the list. */
async function openFilters(page: Page, testInfo: TestInfo) {
  if (isMobileProject(testInfo)) await page.getByRole('button', { name: '篩選・排序' }).click();
  return page.getByRole('region', { name: '篩選商品' });
}

test('a branch is filtered, the address keeps the filters and a reload shows the same list', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto('/mall/fashion');
  const nav = page.getByTestId(isMobileProject(testInfo) ? 'mall-nav-mobile' : 'mall-nav-desktop');
  await expect(nav.getByRole('link', { name: '嬰幼服飾' })).toHaveAttribute('aria-current', 'page');
  const filters = await openFilters(page, testInfo);
  await filters.getByRole('group', { name: '適用年齡' }).getByRole('button', { name: '0-6 個月' }).click();
  await expect(page).toHaveURL(/age=0-6m/);
  await expect(filters.getByRole('button', { name: '0-6 個月' })).toHaveAttribute('aria-pressed', 'true');
  await filters.getByRole('group', { name: '排序' }).getByRole('button', { name: '價格低到高' }).click();
  await expect(page).toHaveURL(/age=0-6m&sort=price_asc/);
  await expect(filters.getByRole('button', { name: '價格低到高' })).toHaveAttribute('aria-pressed', 'true');
  const firstTitle = await page.locator('section[aria-labelledby="mall-list"] article h3').first().textContent();
  await page.reload();
  await openFilters(page, testInfo);
  await expect(filters.getByRole('button', { name: '0-6 個月' })).toHaveAttribute('aria-pressed', 'true');
  await expect(filters.getByRole('button', { name: '價格低到高' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('section[aria-labelledby="mall-list"] article h3').first()).toHaveText(firstTitle ?? '');
  await page.waitForLoadState('networkidle');
  expect(problems.filter((p) => !/Content Security Policy/.test(p))).toEqual([]);
});

test('an unknown filter value falls back to the default', async ({ page }, testInfo) => {
  await page.goto('/mall/all?age=99y&sort=cheapest');
  const filters = await openFilters(page, testInfo);
  await expect(filters.getByRole('button', { name: '熱銷' })).toHaveAttribute('aria-pressed', 'true');
  await expect(filters.getByRole('button', { name: '0-6 個月' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('section[aria-labelledby="mall-list"] article').first()).toBeVisible();
});

test('search suggests as the shopper types and opens the results', async ({ page }) => {
  await page.goto('/search-suggest/mall');
  const box = page.getByRole('combobox', { name: '搜尋團購商品或品牌' });
  await box.fill('包屁衣');
  const option = page.getByRole('listbox', { name: '搜尋建議' }).getByRole('option').first();
  await expect(option).toContainText('包屁衣');
  await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/groupbuy\/search\?query=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('的搜尋結果');
  await expect(page.locator('article').first()).toBeVisible();
});

test('a search without results says so and leads back to the mall', async ({ page }) => {
  await page.goto('/groupbuy/search?query=zzqqxx');
  await expect(page.getByRole('status').filter({ hasText: '找不到「zzqqxx」的相關團購' })).toBeVisible();
  await page.getByRole('link', { name: '回商城逛逛' }).click();
  await expect(page).toHaveURL(/\/mall\/all$/);
});

test('featured tabs switch lists; unknown types and suggest types are the 404 page', async ({ page }) => {
  await page.goto('/featured-products/hot');
  const tabs = page.getByRole('navigation', { name: '精選好物' });
  await expect(tabs.getByRole('link', { name: '熱銷排行' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: '限時折扣' }).click();
  await expect(page).toHaveURL(/\/featured-products\/discount$/);
  await expect(tabs.getByRole('link', { name: '限時折扣' })).toHaveAttribute('aria-current', 'page');
  for (const path of ['/featured-products/cheap', '/search-suggest/shop', '/mall/all/groupbuy/oldest', '/groupbuy/category/nowhere']) {
    expect((await page.goto(path))?.status()).toBe(404);
  }
});

test('the mall menu lists every branch with its categories and opens a sub-mall', async ({ page }, testInfo) => {
  await page.goto('/mall-menu');
  await expect(page.getByRole('heading', { level: 1, name: '商城分類' })).toBeVisible();
  await expect(page.locator('section li a').first()).toHaveAttribute('href', /^\/market\/category\/\d+$/);
  await page.getByRole('link', { name: '包屁衣・連身衣' }).click();
  await expect(page).toHaveURL(/\/mall\/fashion\?mall=bodysuits$/);
  await expect((await openFilters(page, testInfo)).getByRole('button', { name: '包屁衣・連身衣' })).toHaveAttribute('aria-pressed', 'true');
});
