import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './support';
import { staffSignIn } from './staffSupport';
import { payByCard, placeHomeDeliveryOrder, signedInWithOneLine } from './checkoutSupport';

const JSON_HEADERS = { platform: 'desktop', 'content-type': 'application/json' };
const BEN = { email: 'ben@example.com', password: 'jiutuan-demo-2' };
const CAROL = { email: 'amy@example.com', password: 'jiutuan-demo-1' };
/** Text the grid or MUI would show if a zh-TW locale were missing. */
const ENGLISH = /Rows per page|No rows|Loading|Columns|Filters|Density|Export|\d+–\d+ of \d+/;

test.skip(({ isMobile }) => isMobile, 'the back office is a desktop tool');



async function memberSignIn(page: Page, member: { email: string; password: string }) {
  expect((await page.request.post('/v2/member/login', { headers: JSON_HEADERS, data: member })).ok()).toBe(true);
}

interface Detail { id: number; number: string; status: string; delivered_at: number | null; refundable: { option_id: number; quantity: number }[] }

/** A delivered or completed order of the signed-in member with something left to refund. */
async function refundableOrder(page: Page): Promise<Detail> {
  for (const type of ['shipped', 'completed']) {
    const list = (await (await page.request.get(`/v1/orders?type=${type}&page=1`)).json()).data as { orders: { id: number }[] };
    for (const summary of list.orders) {
      const detail = (await (await page.request.get(`/v1/orders/detail?id=${summary.id}`)).json()).data as Detail;
      const open = detail.delivered_at !== null && Date.now() - detail.delivered_at < 6 * 86_400_000;
      if (open && ['delivered', 'completed'].includes(detail.status) && detail.refundable.some((r) => r.quantity > 0)) return detail;
    }
  }
  throw new Error('no refundable order left for this member: re-seed the database');
}

test('a 客服 signs in with the authenticator code, approves a refund request, and the member sees it refunded', async ({ page }) => {
  const problems = watchConsole(page);
  await memberSignIn(page, BEN);
  const order = await refundableOrder(page);
  const line = order.refundable.find((r) => r.quantity > 0)!;
  const asked = await page.request.post('/v1/refunds', {
    headers: JSON_HEADERS, data: { order_id: order.id, lines: [{ option_id: line.option_id, quantity: 1 }], reason: 'size', refund_to: 'credit' },
  });
  expect(asked.status()).toBe(201);
  const refundId = ((await asked.json()) as { data: { id: number } }).data.id;

  // Demo mode's stand-in approves a request after a minute: the staff member is quicker.
  await staffSignIn(page, 'support', '/admin/refunds');
  await expect(page.getByRole('navigation', { name: '後台選單' }).getByRole('link')).toHaveText(['首頁', '訂單管理', '退款審核', '檢舉處理', '會員管理']);
  const row = page.getByRole('row').filter({ hasText: order.number }).first();
  await row.getByRole('button', { name: '核准' }).click();
  const dialog = page.getByRole('dialog', { name: '核准這筆退款？' });
  await expect(dialog).toContainText(order.number);
  await dialog.getByRole('button', { name: '核准' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '已核准退款' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: order.number })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(ENGLISH);

  await page.goto(`/member/refund/detail?id=${refundId}`);
  await expect(page.getByTestId('refund-status')).toHaveText('已退款');
  expect(problems).toEqual([]);
});

test('a 內容 hides a reported question and it leaves the forum', async ({ page }) => {
  const title = `寶寶夜奶問題 ${Date.now()}`;
  await memberSignIn(page, BEN);
  const posted = await page.request.post('/v1/qa/questions', { headers: JSON_HEADERS, data: { title, body: `${title}：寶寶八個月，想請問大家怎麼戒夜奶？`, category_id: 8, tag_ids: [36], age_stage: '6-12m' } });
  expect(posted.status()).toBe(201);
  const questionId = ((await posted.json()) as { data: { id: number } }).data.id;
  await memberSignIn(page, CAROL);
  const reported = await page.request.post('/v1/qa/reports', { headers: JSON_HEADERS, data: { target_type: 'question', target_id: questionId, reason: 'spam' } });
  expect(reported.status()).toBe(201);
  await expect(async () => {
    await page.goto('/qa');
    await expect(page.getByText(title).first()).toBeVisible({ timeout: 1_000 });
  }).toPass();

  await staffSignIn(page, 'content', '/admin/qa-reports');
  const row = page.getByRole('row').filter({ hasText: title }).first();
  await expect(row.getByRole('link', { name: '查看' })).toHaveAttribute('href', `/qa/${questionId}`);
  await row.getByRole('button', { name: '隱藏' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '已處理：已隱藏' })).toBeVisible();

  await expect(async () => {
    await page.goto('/qa');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 2_000 });
    await expect(page.getByText(title)).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
  expect((await page.goto(`/qa/${questionId}`))?.status()).toBe(404);
});

test('every back-office page at 1280×800, in zh-TW', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto('/admin');
  await page.screenshot({ path: testInfo.outputPath('admin-sign-in.png') });
  await staffSignIn(page, 'admin', '/admin');
  for (const [name, path, heading] of [['home', '/admin', /歡迎回來/], ['orders', '/admin/orders', '訂單管理'], ['refunds', '/admin/refunds', '退款審核'], ['qa-reports', '/admin/qa-reports', '檢舉處理'],
    ['staff', '/admin/staff', '人員管理'], ['audit', '/admin/audit', '稽核紀錄']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('body')).not.toContainText(ENGLISH);
    await page.screenshot({ path: testInfo.outputPath(`admin-${name}.png`), fullPage: true });
  }
  await page.goto('/admin/staff');
  await page.getByRole('button', { name: '新增員工' }).click();
  await expect(page.getByRole('dialog', { name: '新增員工' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-staff-create.png') });
  expect(problems).toEqual([]);
});

test('a 營運 finds a paid order by its number and ships it; the member sees it shipped', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  // The member pays by card (the demo warehouse would ship it by itself a minute later: the journey is quicker).
  await signedInWithOneLine(page, testInfo, 7);
  await placeHomeDeliveryOrder(page, '信用卡');
  await payByCard(page, '4000 2211 1111 1111');
  await expect(page.getByRole('heading', { level: 1, name: '訂單成立' })).toBeVisible();
  const memberPage = await page.getByRole('link', { name: '查看訂單' }).getAttribute('href');
  const orderId = Number(new URL(memberPage!, 'http://shop.local').searchParams.get('id'));
  const number = ((await (await page.request.get(`/v1/orders/detail?id=${orderId}`)).json()).data as { number: string }).number;

  const problems = watchConsole(page);
  await staffSignIn(page, 'operations', '/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: '訂單管理' })).toBeVisible();
  const search = page.getByRole('search');
  await search.getByRole('textbox', { name: '訂單編號' }).fill(number);
  await search.getByRole('button', { name: '搜尋' }).click();
  const grid = page.getByRole('grid', { name: '訂單管理' });
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid).toContainText('待出貨');
  await expect(page.locator('body')).not.toContainText(ENGLISH);
  await page.screenshot({ path: testInfo.outputPath('admin-orders-found.png'), fullPage: true });
  await grid.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `訂單明細 ${number}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  await page.getByRole('button', { name: '出貨' }).click();
  const dialog = page.getByRole('dialog', { name: '建立託運單並出貨？' });
  await dialog.getByRole('button', { name: '出貨' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveText('已出貨');
  await expect(page.getByRole('region', { name: '物流' })).toContainText('託運單號');
  await expect(page.locator('body')).not.toContainText(ENGLISH);
  await page.screenshot({ path: testInfo.outputPath('admin-order-shipped.png'), fullPage: true });
  expect(problems).toEqual([]);

  await page.goto(memberPage!);
  // The member's order page: its 訂單狀態 paragraph.
  await expect(page.getByRole('paragraph').filter({ hasText: /^已出貨$/ }).first()).toBeVisible();
});
