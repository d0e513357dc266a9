import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { isMobileProject } from './support';

/** Issue 13 finding 7: one-handed use on a phone, and the desktop left as it was. */

const HOUR = 3_600_000;
interface Detail { id: number; status: string; is_adult_only: boolean; starts_at: number; ends_at: number; products: { id: number; status: string }[] }

/** A group-buy open for at least another hour, not adult-only, with a product on sale. */
async function liveGroupBuy(request: APIRequestContext): Promise<Detail> {
  for (let id = 1; id <= 80; id++) {
    const response = await request.get(`/v3/shopping/groupbuy/${id}`);
    if (!response.ok()) continue;
    const detail = (await response.json()).data as Detail;
    const live = detail.status === 'open' && !detail.is_adult_only && detail.starts_at < Date.now() && detail.ends_at > Date.now() + HOUR;
    if (live && detail.products.some((p) => p.status === 'active')) return detail;
  }
  throw new Error('the seed has no live group-buy');
}

const buyBar = (page: Page) => page.getByRole('region', { name: '快速購買' });

/**
 * Taps the bar's button until the size sheet is open: the §4.2 welcome popup may slide in over
 * the bar at the moment of the tap, taking it.
 */
async function openSheetFromBar(page: Page, action: string) {
  const sizes = page.getByRole('dialog').getByRole('radiogroup', { name: '規格' });
  await expect(async () => {
    if (!(await sizes.isVisible())) await buyBar(page).getByRole('button', { name: action }).click();
    await expect(sizes).toBeVisible();
  }).toPass();
  return page.getByRole('dialog');
}

test.describe('sticky buy bar', () => {
  test('a group-buy keeps 選擇規格 in reach on a phone, and the page end stays uncovered', async ({ page, request }, testInfo) => {
    const detail = await liveGroupBuy(request);
    await page.goto(`/groupbuy/${detail.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (!isMobileProject(testInfo)) {
      await expect(buyBar(page)).toBeHidden();
      return;
    }
    const bar = buyBar(page);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('NT$');
    const nav = await page.getByTestId('bottom-nav').boundingBox();
    const barBox = await bar.boundingBox();
    expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(nav!.y + 1);
    const spacer = await page.getByTestId('buy-bar-spacer').boundingBox();
    expect(spacer!.height).toBeGreaterThanOrEqual(barBox!.height - 1);
    await openSheetFromBar(page, '選擇規格');
  });

  test('an item page offers 加入購物車 in the bar, which opens the size sheet', async ({ page, request }, testInfo) => {
    test.skip(!isMobileProject(testInfo), 'the bar is for phones');
    const detail = await liveGroupBuy(request);
    const product = detail.products.find((p) => p.status === 'active')!;
    await page.goto(`/market/${product.id}`);
    const sheet = await openSheetFromBar(page, '加入購物車');
    await sheet.getByRole('button', { name: '關閉' }).click();
    await expect(sheet).toBeHidden();
  });
});

test.describe('filters and sort', () => {
  test('on a phone they open as a bottom sheet from the top of the list; on desktop they stay inline', async ({ page }, testInfo) => {
    await page.goto('/mall/fashion');
    const opener = page.getByRole('button', { name: '篩選・排序' });
    if (!isMobileProject(testInfo)) {
      await expect(opener).toBeHidden();
      await expect(page.getByRole('region', { name: '篩選商品' })).toBeVisible();
      return;
    }
    await opener.click();
    const sheet = page.getByRole('dialog', { name: '篩選商品' });
    await sheet.getByRole('group', { name: '適用年齡' }).getByRole('button', { name: '0-6 個月' }).click();
    await expect(page).toHaveURL(/age=0-6m/);
    await expect(sheet.getByRole('button', { name: '0-6 個月' })).toHaveAttribute('aria-pressed', 'true');
    await sheet.getByRole('button', { name: '完成' }).click();
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.getByText('已選 1 項')).toBeVisible();
  });
});

/** Buttons, links and icons of the shell and of list pages a phone user taps. */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scope = 'header a, header button, [data-testid="bottom-nav"] a, [data-testid="smart-banner"] a, [data-testid="smart-banner"] button, '
      + 'footer a, footer button, nav[aria-label="商城分館"] a, main section a[href]:not(article a), main button, main article a';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(scope)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.closest('nav[aria-label="麵包屑"]')) continue;
      if (box.width < 43.5 || box.height < 43.5) small.push(`${element.tagName} ${Math.round(box.width)}x${Math.round(box.height)} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 20)}`);
    }
    return small;
  });
}

test('on a phone the shell and lists have tap targets of at least 44×44 px', async ({ page }, testInfo) => {
  test.skip(!isMobileProject(testInfo), 'tap targets are a touch-screen rule');
  const found: string[] = [];
  for (const path of ['/', '/mall/all', '/featured-products/hot', '/qa']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    found.push(...(await smallTapTargets(page)).map((line) => `${path}: ${line}`));
  }
  expect(found).toEqual([]);
});

test('a tab change shows the skeleton of the next page at once while its data is on the way', async ({ page }, testInfo) => {
  await page.goto('/mall/all');
  await page.waitForLoadState('networkidle');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  // Hold the Q&A data the way a slow 3G line would, until the skeleton has been seen.
  await page.route(/\/v\d+\/qa\//, async (route) => {
    await held;
    await route.continue();
  });
  const tabs = isMobileProject(testInfo) ? page.getByTestId('bottom-nav') : page.getByRole('navigation', { name: '主選單' });
  await tabs.getByRole('link', { name: /^討論/ }).click();
  const skeleton = page.getByTestId('page-skeleton');
  await expect(skeleton).toBeVisible();
  await expect(skeleton).toHaveAttribute('data-kind', 'qa');
  await expect(page.getByRole('banner')).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/qa$/);
  await expect(skeleton).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
