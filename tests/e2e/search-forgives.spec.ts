import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { isMobileProject, watchConsole } from './support';

/** Issue 30: a typo that sounds right is forgiven; an empty box offers 最近搜尋 and 熱門搜尋. */
const results = (page: Page) => page.locator('article h3');
const searchFor = (query: string) => `/groupbuy/search?query=${encodeURIComponent(query)}`;

/** The empty box that offers where to start: the header's on a desktop, the search-suggest page's on a phone. */
async function emptyBox(page: Page, testInfo: TestInfo) {
  if (isMobileProject(testInfo)) {
    await page.goto('/');
    await page.getByRole('link', { name: '搜尋', exact: true }).click();
    await expect(page).toHaveURL(/\/search-suggest\/mall$/);
    return page.getByRole('combobox', { name: '搜尋團購商品或品牌' });
  }
  await page.goto('/mall/all');
  const box = page.getByRole('banner').getByRole('searchbox').or(page.getByRole('banner').getByRole('combobox'));
  await box.first().click();
  return page.getByRole('banner').getByRole('combobox', { name: '搜尋商品' });
}

test('紙尿庫 asks 「您是不是要找「紙尿褲」？」 and shows the 紙尿褲 results', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto(searchFor('紙尿庫'));
  const note = page.getByRole('note').filter({ hasText: '您是不是要找' });
  await expect(note).toHaveText(/^您是不是要找「紙尿褲」？/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('「紙尿褲」的搜尋結果');
  await expect(page.getByText(/^共 \d+ 筆團購$/)).toBeVisible();
  await expect(results(page).first()).toContainText('紙尿褲');
  if (isMobileProject(testInfo)) await page.screenshot({ path: testInfo.outputPath('search-forgives-phone.png'), fullPage: false });
  await note.getByRole('link', { name: '紙尿褲' }).click();
  await expect(page).toHaveURL(new RegExp(`/groupbuy/search\\?query=${encodeURIComponent('紙尿褲')}$`));
  await expect(page.getByRole('note').filter({ hasText: '您是不是要找' })).toHaveCount(0);
  await expect(results(page).first()).toContainText('紙尿褲');
  await page.waitForLoadState('networkidle');
  expect(problems.filter((p) => !/Content Security Policy/.test(p))).toEqual([]);
});

test('an empty box offers the last search under 最近搜尋, 熱門搜尋 below, and 清除 forgets it', async ({ page }, testInfo) => {
  await page.goto(searchFor('奶瓶'));
  await expect(results(page).first()).toContainText('奶瓶');
  // The results page remembers the search once it has hydrated.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jiutuan.searchHistory'))).toContain('奶瓶');
  const box = await emptyBox(page, testInfo);
  await expect(box).toHaveValue('');
  const list = page.getByRole('listbox', { name: '搜尋建議' });
  await expect(list.getByText('最近搜尋')).toBeVisible();
  await expect(list.getByRole('option').first()).toHaveText('奶瓶');
  await expect(list.getByText('熱門搜尋')).toBeVisible();
  await expect(list.getByRole('option', { name: '紙尿褲' })).toBeVisible();
  await list.getByRole('button', { name: '清除' }).click();
  await expect(list.getByText('最近搜尋')).toHaveCount(0);
  await list.getByRole('option', { name: '紙尿褲' }).click();
  await expect(page).toHaveURL(new RegExp(`/groupbuy/search\\?query=${encodeURIComponent('紙尿褲')}`));
});
