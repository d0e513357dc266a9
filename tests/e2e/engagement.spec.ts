import { expect, test, type Page } from '@playwright/test';
import { isMobileProject, openLoginDialog } from './support';

interface EventRow { name: string; visitor_id: string; path: string; props: Record<string, unknown> }

/** The events our collector stored for this browser's anonymous visitor (the client flushes within seconds). */
async function eventsOfThisVisitor(page: Page): Promise<EventRow[]> {
  const visitor = (await page.context().cookies()).find((c) => c.name === 'anonymous_id')?.value;
  const rows = (await (await page.request.get('/dev/events.json')).json()).data as EventRow[];
  return rows.filter((r) => r.visitor_id === visitor);
}

/** Sorted: the collector lists newest first, and two events of one moment may come in either order. */
const namesOf = async (page: Page, prefix: string) => (await eventsOfThisVisitor(page)).filter((r) => r.name.startsWith(prefix)).map((r) => r.name).sort();

/** A link clicked before hydration is a full page load, served by the page server: wait for the app to take over. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** Makes the explore data fail the given way, then goes there from another page (a client-side navigation). */
async function failNextNavigation(page: Page, fail: Parameters<Page['route']>[1]) {
  await page.route('**/v1/explore**', fail);
  await openHydrated(page, '/about');
  const nav = page.getByRole('navigation', { name: /^(主選單|底部選單)$/ }).locator('visible=true');
  await nav.getByRole('link', { name: '探索' }).first().click();
}

test.describe('error pages of SPEC §8: 403, 502 and the 30 s timeout each have their own page', () => {
  test('a 403 from the shop shows the no-permission page', async ({ page }, testInfo) => {
    await failNextNavigation(page, (route) => route.fulfill({ status: 403, contentType: 'application/json', body: '{"error_code":"GEN_000403","message":"禁止"}' }));
    await expect(page.getByRole('heading', { level: 1, name: '抱歉，您沒有權限瀏覽這個頁面' })).toBeVisible();
    await expect(page).toHaveTitle(/沒有瀏覽權限/);
    await expect(page.getByRole('link', { name: '回到首頁' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('forbidden.png') });
  });

  test("the shop's own 502 shows the connection-problem page; a proxy's HTML 502 is the busy page (SPEC §8)", async ({ page }) => {
    await failNextNavigation(page, (route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{"error_code":"GEN_000502","message":"閘道錯誤"}' }));
    await expect(page.getByRole('heading', { level: 1, name: '連線發生問題，請稍後再試' })).toBeVisible();
    await expect(page).toHaveTitle(/連線發生問題/);
    await failNextNavigation(page, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>502 Bad Gateway</body></html>' }));
    await expect(page.getByRole('heading', { level: 1, name: '網站忙碌中，請稍候片刻' })).toBeVisible();
  });

  test('a call left unanswered shows the timeout page once the client gives up', async ({ page }) => {
    // The route is never answered: the client's own 30 s timeout (SPEC §7) ends the wait.
    test.setTimeout(120_000);
    await failNextNavigation(page, () => undefined);
    await expect(page.getByRole('heading', { level: 1, name: '網路連線逾時' })).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveTitle(/連線逾時/);
  });
});

async function openCouponPopup(page: Page) {
  await openHydrated(page, '/about');
  // On a phone the smart banner floats over the footer's bottom; close it first.
  const closeBanner = page.getByRole('button', { name: '關閉 App 下載推薦' });
  if (await closeBanner.isVisible()) await closeBanner.click();
  await page.getByRole('button', { name: '首次下載 App 現領 $100 折價券' }).locator('visible=true').click();
  const popup = page.getByRole('dialog', { name: '首次下載 App 現領 $100 折價券' });
  await expect(popup).toBeVisible();
  return popup;
}

test('the footer opens the first-app-download coupon popup: viewed and closed are recorded', async ({ page }, testInfo) => {
  const popup = await openCouponPopup(page);
  await expect(popup.getByText('下載寶貝揪團 App 並登入會員')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('coupon-popup.png') });
  await popup.getByRole('button', { name: '下次再說' }).click();
  await expect(popup).toBeHidden();
  await expect.poll(() => namesOf(page, 'coupon_popup_'), { timeout: 15_000 }).toEqual(['coupon_popup_closed', 'coupon_popup_viewed']);
});

test('the coupon popup leads to the app page: clicked is recorded', async ({ page }) => {
  const popup = await openCouponPopup(page);
  await popup.getByRole('link', { name: '下載 App 領券' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect.poll(() => namesOf(page, 'coupon_popup_'), { timeout: 15_000 }).toEqual(['coupon_popup_clicked', 'coupon_popup_viewed']);
});

test('a bottom-navigation tap is recorded with its tab (phone)', async ({ page }, testInfo) => {
  test.skip(!isMobileProject(testInfo), 'the bottom navigation is the phone layout');
  await openHydrated(page, '/about');
  await page.getByRole('navigation', { name: '底部選單' }).getByRole('link', { name: '討論' }).click();
  await expect(page).toHaveURL(/\/qa$/);
  await expect.poll(async () => (await eventsOfThisVisitor(page)).filter((r) => r.name === 'tab_click').map((r) => r.props.tab), { timeout: 15_000 }).toEqual(['discussion']);
});

test('opening customer service is recorded and tells whether someone answers now (desktop)', async ({ page }, testInfo) => {
  test.skip(isMobileProject(testInfo), 'the floating widget is the desktop layout');
  await openHydrated(page, '/about');
  await page.getByRole('button', { name: '線上客服' }).click();
  await expect(page.getByTestId('customer-service-status')).toHaveText(/客服在線中|目前非客服時間/);
  await expect.poll(async () => (await eventsOfThisVisitor(page)).filter((r) => r.name === 'customer_service_click').map((r) => r.props.channel), { timeout: 15_000 }).toEqual(['web']);
});

test('LINE sign-in through the sandbox identity provider signs a new parent in', async ({ page }, testInfo) => {
  await openHydrated(page, '/about');
  const dialog = await openLoginDialog(page, testInfo);
  await dialog.getByRole('button', { name: '使用 LINE 登入' }).click();
  await expect(page.getByText('想使用您的 LINE 帳號登入')).toBeVisible();
  await page.getByLabel('E-mail').fill(`line-${testInfo.project.name}-${Date.now()}@example.com`);
  await page.getByRole('button', { name: '同意並繼續' }).click();
  await expect(page).toHaveURL(/\/$|\/about$/);
  await expect.poll(async () => (await (await page.request.get('/api/userinfo')).json()).data.signed_in).toBe(true);
});

test('on a 320 px phone every social sign-in button keeps its label on one line', async ({ page }, testInfo) => {
  test.skip(!isMobileProject(testInfo), 'small phones only');
  await page.setViewportSize({ width: 320, height: 640 });
  await openHydrated(page, '/about');
  const dialog = await openLoginDialog(page, testInfo);
  for (const name of ['使用 LINE 登入', '使用 Facebook 登入', '使用 Apple 登入']) {
    const button = dialog.getByRole('button', { name });
    await button.scrollIntoViewIfNeeded();
    const lines = await button.evaluate((el) => {
      const label = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => {
        const range = document.createRange();
        range.selectNodeContents(n);
        return range.getClientRects().length;
      });
      return Math.max(...label);
    });
    expect(lines, name).toBe(1);
    const box = await button.boundingBox();
    expect(box!.height, name).toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(320);
  }
  await page.screenshot({ path: testInfo.outputPath('login-320.png') });
});

test('a card picture far below the view waits until the shopper scrolls near it (150 px)', async ({ page }) => {
  await openHydrated(page, '/mall/all');
  const last = page.locator('main article img').last();
  await expect(last).toHaveAttribute('src', /^data:/);
  await expect(last).toHaveAttribute('data-src', /\/images\//);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('src', /\/images\//);
  await expect(last).toHaveAttribute('width', '300');
});
