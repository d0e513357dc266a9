import { expect, test } from '@playwright/test';
import { isMobileProject, watchConsole } from './support';

test('a parent opens an article from explore and follows a product link into the mall', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto('/explore');
  await expect(page.getByRole('heading', { level: 1, name: '探索育兒知識' })).toBeVisible();
  if (isMobileProject(testInfo)) {
    await expect(page.getByRole('link', { name: '探索' }).last()).toHaveAttribute('aria-current', 'page');
  }
  await page.getByRole('link', { name: /第一次幫寶寶洗澡就上手/ }).click();
  await expect(page).toHaveURL(/\/articles\/1006$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('第一次幫寶寶洗澡就上手：水溫、步驟與臍帶護理');
  await expect(page.getByRole('heading', { level: 2, name: '第一次幫寶寶洗澡' })).toBeVisible();
  // JSON-LD is server-rendered: the article's own document carries Article and BreadcrumbList.
  const html = await (await page.request.get('/articles/1006')).text();
  expect(html).toContain('"@type":"Article"');
  expect(html).toContain('"@type":"BreadcrumbList"');
  const related = page.locator('section[aria-labelledby="article-related"]');
  const product = related.locator('article a').first();
  const href = await product.getAttribute('href');
  expect(href).toMatch(/^\/groupbuy\/\d+$/);
  await product.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.waitForLoadState('networkidle');
  expect(problems.filter((p) => !/Content Security Policy/.test(p))).toEqual([]);
});

test('a shopping guide lists its criteria and picks with the reason each was chosen', async ({ page }) => {
  await page.goto('/guide/5');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('奶瓶怎麼挑');
  await expect(page.getByRole('heading', { name: '挑選重點' })).toBeVisible();
  const picks = page.locator('section[aria-labelledby="guide-picks"]');
  await expect(picks.getByText('入選理由').first()).toBeVisible();
  await expect(picks.locator('article a').first()).toHaveAttribute('href', /^\/groupbuy\/\d+$/);
});

test('an article id outside the 25 fixed ones shows the 404 page', async ({ page }) => {
  const response = await page.goto('/articles/1026');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/找不到此頁面/);
  expect((await page.goto('/guide/not-a-number'))?.status()).toBe(404);
});

test('the explore search suggests titles and submitting filters the explore page', async ({ page }) => {
  await page.goto('/search-suggest/explore');
  const box = page.getByRole('combobox', { name: '搜尋育兒文章與選購指南' });
  await box.fill('副食品');
  const option = page.getByRole('listbox', { name: '搜尋建議' }).getByRole('option').first();
  await expect(option).toContainText('副食品');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/explore\?query=%E5%89%AF%E9%A3%9F%E5%93%81$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('「副食品」的搜尋結果');
  await expect(page.getByRole('link', { name: /副食品從幾個月開始/ })).toBeVisible();
});

test('choosing an explore suggestion opens that article', async ({ page }) => {
  await page.goto('/search-suggest/explore');
  const box = page.getByRole('combobox', { name: '搜尋育兒文章與選購指南' });
  await box.fill('發燒');
  await page.getByRole('option', { name: /寶寶發燒怎麼辦/ }).click();
  await expect(page).toHaveURL(/\/articles\/1020$/);
});

test('the forum search suggests questions and submitting opens the forum search', async ({ page }) => {
  await page.goto('/search-suggest/qa');
  const box = page.getByRole('combobox', { name: '搜尋討論區的問題' });
  await box.fill('寶寶');
  await expect(page.getByRole('listbox', { name: '搜尋建議' }).getByRole('option').first()).toContainText('寶寶');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/qa\/search\?query=%E5%AF%B6%E5%AF%B6$/);
});
