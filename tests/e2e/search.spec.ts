import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { isMobileProject, watchConsole } from './support';

const results = (page: Page) => page.locator('article h3');

/** The box that suggests as you type: the header's on a desktop, the search-suggest page's on a phone. */
async function suggestBox(page: Page, testInfo: TestInfo) {
  if (isMobileProject(testInfo)) {
    await page.goto('/');
    await page.getByRole('link', { name: '搜尋', exact: true }).click();
    await expect(page).toHaveURL(/\/search-suggest\/mall$/);
    return page.getByRole('combobox', { name: '搜尋團購商品或品牌' });
  }
  await page.goto('/mall/all');
  return page.getByRole('banner').getByRole('combobox', { name: '搜尋商品' });
}

test('尿布 finds 紙尿褲 group-buys, counted, with the match marked', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`/groupbuy/search?query=${encodeURIComponent('尿布')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('「尿布」的搜尋結果');
  await expect(page.getByText(/^共 \d+ 筆團購$/)).toBeVisible();
  await expect(results(page).first()).toContainText('紙尿褲');
  await expect(results(page).first().locator('mark').first()).toHaveText(/紙尿褲|尿褲|尿布/);
  await page.waitForLoadState('networkidle');
  expect(problems.filter((p) => !/Content Security Policy/.test(p))).toEqual([]);
});

test('a Simplified-Chinese search finds the same group-buys', async ({ page }) => {
  await page.goto(`/groupbuy/search?query=${encodeURIComponent('紙尿褲')}`);
  const count = await page.getByText(/^共 \d+ 筆團購$/).textContent();
  const first = await results(page).first().textContent();
  await page.goto(`/groupbuy/search?query=${encodeURIComponent('纸尿裤')}`);
  await expect(page.getByText(/^共 \d+ 筆團購$/)).toHaveText(count ?? '');
  await expect(results(page).first()).toHaveText(first ?? '');
});

test('suggestions follow the typing and are chosen with the keyboard', async ({ page }, testInfo) => {
  const box = await suggestBox(page, testInfo);
  await box.click();
  await box.pressSequentially('尿布');
  const options = page.getByRole('listbox', { name: '搜尋建議' }).getByRole('option');
  await expect(options.first()).toHaveText('紙尿褲');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/groupbuy/search\\?query=${encodeURIComponent('紙尿褲')}`));
  await expect(results(page).first()).toContainText('紙尿褲');
});

test('Escape closes the suggestions and Enter searches what was typed', async ({ page }, testInfo) => {
  const box = await suggestBox(page, testInfo);
  await box.click();
  await box.pressSequentially('奶瓶');
  await expect(page.getByRole('listbox', { name: '搜尋建議' }).getByRole('option').first()).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/groupbuy/search\\?query=${encodeURIComponent('奶瓶')}`));
  await expect(results(page).first()).toContainText('奶瓶');
});

test('nothing found says 找不到 and offers popular searches', async ({ page }) => {
  await page.goto(`/groupbuy/search?query=${encodeURIComponent('火星探測車')}`);
  await expect(page.getByRole('status').filter({ hasText: '找不到「火星探測車」的相關團購' })).toBeVisible();
  const popular = page.getByRole('navigation', { name: '熱門搜尋' });
  await popular.getByRole('link', { name: '紙尿褲' }).click();
  await expect(page).toHaveURL(new RegExp(`/groupbuy/search\\?query=${encodeURIComponent('紙尿褲')}`));
  await expect(results(page).first()).toContainText('紙尿褲');
});
