import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { isMobileProject, watchConsole } from './support';

interface Option { id: number; size: string; purchase_limit: number }
interface Product { id: number; title: string; status: string; options: Option[] }
interface Detail { id: number; title: string; status: string; is_adult_only: boolean; starts_at: number; ends_at: number; products: Product[] }

const HOUR = 3_600_000;
/** The seed runs deals around its own start: the journeys run minutes later, so an hour's margin keeps a phase steady. */
const isLive = (d: Detail) => d.status === 'open' && d.starts_at < Date.now() - HOUR && d.ends_at > Date.now() + HOUR;

/** Finds a seeded group-buy that fits, through the public API (the seed decides the ids). */
async function findGroupBuy(request: APIRequestContext, fits: (d: Detail) => boolean, live = true): Promise<Detail> {
  for (let id = 1; id <= 120; id++) {
    const response = await request.get(`/v3/shopping/groupbuy/${id}`);
    if (!response.ok()) continue;
    const detail = (await response.json()).data as Detail;
    if ((!live || isLive(detail)) && fits(detail)) return detail;
  }
  throw new Error('no fitting group-buy in the seed');
}

const active = (d: Detail) => d.products.filter((p) => p.status === 'active');

async function signInAsAmy(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill('amy@example.com');
  await dialog.getByLabel('密碼').fill('jiutuan-demo-1');
  await dialog.getByRole('button', { name: '登入', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a visitor adds a size, signs in and the add goes through; more in the cart, the badge, change and remove', async ({ page, request }, testInfo) => {
  const problems = watchConsole(page, [/401/]);
  const detail = await findGroupBuy(request, (d) => !d.is_adult_only && active(d).length === 1 && active(d)[0].options[0].purchase_limit >= 2);
  const product = active(detail)[0];
  await page.goto(`/market/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  // Differing sizes open on none (issue 30): the parent chooses one, as a parent would, before adding.
  if (product.options.length > 1) await page.getByRole('radio', { name: product.options[0].size, exact: true }).first().click();
  // The panel's own button; on a phone the sticky buy bar repeats it at the bottom of the screen.
  await page.getByRole('button', { name: '加入購物車' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await signInAsAmy(page);
  // The add that asked for the sign-in goes through once signed in.
  await expect(page.getByText('已加入購物車')).toBeVisible();
  await page.getByRole('button', { name: '增加數量' }).click();
  await page.getByRole('button', { name: '加入購物車' }).first().click();
  await expect(page.getByText('已加入購物車').last()).toBeVisible();
  await expect(page.getByRole('link', { name: /購物車，\d+ 件商品/ }).or(page.getByRole('button', { name: /購物車，\d+ 件商品/ })).first()).toBeVisible();
  await page.goto('/groupbuy/shoppingcart');
  await expect(page.getByRole('heading', { level: 1, name: '購物車' })).toBeVisible();
  const line = page.getByRole('listitem', { name: new RegExp(product.options[0].size) });
  await expect(line.getByRole('status', { name: '數量' })).toHaveText(/\d+/);
  const before = Number(await line.getByRole('status', { name: '數量' }).textContent());
  await line.getByRole('button', { name: '減少數量' }).click();
  await expect(line.getByRole('status', { name: '數量' })).toHaveText(String(before - 1));
  await page.screenshot({ path: testInfo.outputPath('cart.png') });
  await line.getByRole('button', { name: '移除' }).click();
  await expect(page.getByText('購物車是空的')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a visitor asks for a restock notice, signs in, follows the size and finds it on the tracking list', async ({ page, request }) => {
  const detail = await findGroupBuy(request, (d) => !d.is_adult_only && active(d).some((p) => p.options.length > 1 && p.options.some((o) => o.purchase_limit === 0)));
  const product = active(detail).find((p) => p.options.length > 1 && p.options.some((o) => o.purchase_limit === 0))!;
  const soldOut = product.options.find((o) => o.purchase_limit === 0)!;
  await page.goto(`/market/${product.id}`);
  await page.getByRole('radio', { name: soldOut.size, exact: true }).click();
  await expect(page.getByText('媽咪，該商品已售完')).toBeVisible();
  await page.getByRole('button', { name: '補貨通知我' }).click();
  await expect(page.getByRole('dialog')).toContainText('點擊補貨通知我');
  await signInAsAmy(page);
  await page.getByRole('radio', { name: soldOut.size, exact: true }).click();
  const notify = page.getByRole('button', { name: /補貨通知我|取消補貨通知/ });
  if ((await notify.textContent()) === '補貨通知我') await notify.click();
  await expect(page.getByText('已加入追蹤')).toBeVisible();
  await page.goto('/member/wish-list');
  await expect(page.getByRole('heading', { level: 1, name: '追蹤清單' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: product.title })).toContainText(soldOut.size);
  await page.getByRole('button', { name: `取消追蹤：${product.title} ${soldOut.size}` }).click();
  await expect(page.getByText('已移除追蹤')).toBeVisible();
});

test('an adult-only group-buy stays masked until the age is confirmed, and the choice holds', async ({ page, request }, testInfo) => {
  const detail = await findGroupBuy(request, (d) => d.is_adult_only);
  await page.goto(`/groupbuy/${detail.id}`);
  const gate = page.getByRole('dialog', { name: '限制級商品' });
  await expect(gate).toBeVisible();
  await expect(page.getByTestId('adult-mask')).toBeVisible();
  await gate.getByRole('button', { name: '我已年滿 18 歲' }).click();
  await expect(gate).toBeHidden();
  await expect(page.getByTestId('adult-mask')).toHaveCount(0);
  await page.reload();
  // Coming back to a page on a phone offers the app (SPEC §4.6); the parent keeps browsing.
  if (isMobileProject(testInfo)) await page.getByRole('dialog', { name: '寶貝揪團 App 購物更划算' }).getByRole('button', { name: '先逛網頁' }).click();
  await expect(page.getByRole('heading', { level: 1, name: detail.title })).toBeVisible();
  await expect(page.getByTestId('adult-mask')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: '限制級商品' })).toBeHidden();
  if (isMobileProject(testInfo)) await page.screenshot({ path: testInfo.outputPath('adult.png') });
});

test('the group-buy page opens the option panel and invalid ids get the 404 page', async ({ page, request }) => {
  const detail = await findGroupBuy(request, (d) => !d.is_adult_only && active(d).length > 1);
  await page.goto(`/groupbuy/${detail.id}`);
  await page.getByRole('button', { name: '選擇規格', exact: true }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('radiogroup', { name: '規格' })).toBeVisible();
  await page.getByRole('button', { name: '關閉' }).click();
  await page.getByRole('link', { name: '一次選購' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp('訂購單') })).toBeVisible();
  for (const path of ['/groupbuy/abc', '/market/12x', '/groupbuy/form/0', '/market/99999999']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
  }
});

test('deals live in time: a countdown near the end, 即將開團 before the start, 已結束 with running ones after', async ({ page, request }) => {
  const problems = watchConsole(page);
  const endingSoon = await findGroupBuy(request, (d) => !d.is_adult_only && d.ends_at - Date.now() < 60 * HOUR);
  await page.goto(`/groupbuy/${endingSoon.id}`);
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^(\d+ 天 )?\d\d:\d\d:\d\d$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!);
  const upcoming = await findGroupBuy(request, (d) => !d.is_adult_only && d.starts_at > Date.now() + HOUR, false);
  await page.goto(`/groupbuy/${upcoming.id}`);
  await expect(page.getByText('即將開團', { exact: true })).toBeVisible();
  await expect(page.getByText(/\d+\/\d+ \d\d:\d\d 開團/)).toBeVisible();
  await expect(page.getByRole('button', { name: '選擇規格', exact: true })).toHaveCount(0);
  await page.goto(`/market/${upcoming.products[0].id}`);
  await expect(page.getByText('即將開團', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '加入購物車' })).toHaveCount(0);
  const ended = await findGroupBuy(request, (d) => !d.is_adult_only && d.status === 'open' && d.ends_at < Date.now(), false);
  await page.goto(`/groupbuy/${ended.id}`);
  await expect(page.getByText('已結束', { exact: true })).toBeVisible();
  const similar = page.getByRole('region', { name: '正在開團的類似團購' });
  await expect(similar.getByRole('link').first()).toBeVisible();
  expect(problems).toEqual([]);
});
