import { expect, test } from '@playwright/test';
import { watchConsole } from './support';
import { staffSignIn } from './staffSupport';
import { AMY, JSON_HEADERS, addHomeAddress, choosePayment, emptyCart, fillBuyerMobile, openCheckoutThroughApi, payByCard } from './checkoutSupport';

/** Text the grid or MUI would show if a zh-TW locale were missing. */
const ENGLISH = /Rows per page|No rows|Loading|Columns|Filters|Density|Export|\d+–\d+ of \d+/;

test.skip(({ isMobile }) => isMobile, 'the back office is a desktop tool');


/** A word of letters only, so the search index keeps it whole and nothing else in the shop matches it. */
const uniqueWord = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('a 營運 creates a group-buy starting now with one product; a parent finds it in the mall and buys it', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const word = uniqueWord();
  const title = `晨光揪團 口水巾 ${word}`;
  // The one 400 is the refused price above 原價, asked on purpose.
  const problems = watchConsole(page, [/status of 400/]);
  await staffSignIn(page, 'operations', '/admin/group-buys');
  await expect(page.getByRole('heading', { level: 1, name: '團購管理' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(ENGLISH);
  await page.screenshot({ path: testInfo.outputPath('admin-group-buys.png'), fullPage: true });
  await page.getByRole('link', { name: '新增團購' }).or(page.getByRole('button', { name: '新增團購' })).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '新增團購' })).toBeVisible();

  await page.getByLabel('團購名稱').fill(title);
  await page.getByLabel('說明（每行一段）').fill('柔軟吸水的口水巾，寶寶每天都用得到。');
  await page.getByRole('combobox', { name: '館別' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: '搜尋商品' }).click();
  const picks = page.getByRole('table', { name: '加入商品規格（所選館別）' });
  await picks.getByRole('button', { name: '加入' }).first().click();
  const lines = page.getByRole('table', { name: '商品' });
  const listText = await lines.getByRole('row').nth(1).getByRole('cell').nth(2).textContent();
  const original = Number(listText!.replace(/[^\d]/g, ''));
  // A group price above 原價 is refused next to its field, and nothing is created.
  await lines.getByLabel('團購價').fill(String(original + 100));
  await lines.getByLabel('庫存').fill('20');
  await page.getByRole('button', { name: '新增團購' }).last().click();
  await expect(lines.getByText(`團購價不可高於原價 NT$${original}`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-group-buy-new.png'), fullPage: true });
  const price = Math.max(1, Math.floor(original * 0.8));
  await lines.getByLabel('團購價').fill(String(price));
  await page.getByRole('button', { name: '新增團購' }).last().click();
  await expect(page.getByText(/已建立團購 #\d+/)).toBeVisible();
  const id = Number((await page.getByText(/已建立團購 #\d+/).textContent())!.replace(/[^\d]/g, ''));
  await expect(page.getByRole('heading', { level: 1, name: '團購管理' })).toBeVisible();
  const grid = page.getByRole('grid', { name: '團購管理' });
  await expect(grid.getByRole('row', { name: new RegExp(word) })).toContainText('開團中');
  await page.screenshot({ path: testInfo.outputPath('admin-group-buy-created.png'), fullPage: true });
  expect(problems).toEqual([]);

  // The parent: the mall's search finds it (the page micro-cache keeps a visitor's page 1 s at most).
  expect((await page.request.post('/v2/member/login', { headers: JSON_HEADERS, data: AMY })).ok()).toBe(true);
  await emptyCart(page);
  await page.goto(`/groupbuy/search?query=${word}`);
  await page.getByRole('link', { name: new RegExp(word) }).first().click();
  await expect(page).toHaveURL(new RegExp(`/groupbuy/${id}`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const detail = (await (await page.request.get(`/v3/shopping/groupbuy/${id}`)).json()).data as { products: { id: number }[] };
  await page.goto(`/market/${detail.products[0].id}`);
  await page.getByRole('button', { name: '加入購物車' }).first().click();
  await expect(page.getByText('已加入購物車')).toBeVisible();
  // She keeps her coupons for another day (the checkout journeys after this one count on them).
  const checkoutId = await openCheckoutThroughApi(page);
  expect((await page.request.patch(`/v1/checkouts/${checkoutId}`, { headers: JSON_HEADERS, data: { coupon: 'none' } })).ok()).toBe(true);
  await page.reload();
  await fillBuyerMobile(page);
  await addHomeAddress(page);
  await choosePayment(page, '信用卡');
  await page.getByRole('button', { name: '送出訂單' }).click();
  await payByCard(page, '4000 2211 1111 1111');
  await expect(page.getByRole('heading', { level: 1, name: '訂單成立' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('deal-bought.png'), fullPage: true });
});
