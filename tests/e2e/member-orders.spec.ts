import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { isMobileProject } from './support';

const JSON_HEADERS = { platform: 'desktop', 'content-type': 'application/json' };
const AMY = { email: 'amy@example.com', password: 'jiutuan-demo-1' };
const BEN = { email: 'ben@example.com', password: 'jiutuan-demo-2' };
/** Each project acts as its own demo member, so the two never race over the same orders. */
const memberOf = (testInfo: TestInfo) => (isMobileProject(testInfo) ? BEN : AMY);

interface Summary { id: number; number: string; status: string }
interface Detail { id: number; number: string; status: string; delivered_at: number | null; refundable: { option_id: number; quantity: number }[] }

async function signIn(page: Page, testInfo: TestInfo) {
  expect((await page.request.post('/v2/member/login', { headers: JSON_HEADERS, data: memberOf(testInfo) })).ok()).toBe(true);
}

async function orders(page: Page, type: string): Promise<Summary[]> {
  const all: Summary[] = [];
  for (let p = 1; p <= 20; p++) {
    const body = (await (await page.request.get(`/v1/orders?type=${type}&page=${p}`)).json()).data as { orders: Summary[]; page_count: number };
    all.push(...body.orders);
    if (p >= body.page_count) break;
  }
  return all;
}

/** A delivered or completed order still inside its 7-day window with something left to refund. */
async function refundableOrder(page: Page): Promise<Detail> {
  for (const summary of [...(await orders(page, 'shipped')), ...(await orders(page, 'completed'))]) {
    const detail = (await (await page.request.get(`/v1/orders/detail?id=${summary.id}`)).json()).data as Detail;
    const open = detail.delivered_at !== null && Date.now() - detail.delivered_at < 6 * 86_400_000;
    if (open && ['delivered', 'completed'].includes(detail.status) && detail.refundable.some((r) => r.quantity > 0)) return detail;
  }
  throw new Error('no refundable order left for this member: re-seed the database');
}

test('a member finds an unpaid order under 待付款 and cancels it', async ({ page }, testInfo) => {
  await signIn(page, testInfo);
  const unpaid = await orders(page, 'unpaid');
  test.skip(unpaid.length === 0, 'every seeded unpaid order of this member is already cancelled: re-seed the database');
  const order = unpaid[0];
  await page.goto('/member');
  await expect(page).toHaveURL(/\/member\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: '訂單查詢' })).toBeVisible();
  await page.getByRole('navigation', { name: '訂單狀態' }).getByRole('link', { name: /^待付款/ }).click();
  await expect(page).toHaveURL(/\/member\/order\/unpaid$/);
  await page.getByRole('link', { name: `查看訂單 ${order.number}` }).click();
  await expect(page.getByTestId('order-number')).toHaveText(order.number);
  await page.getByRole('button', { name: '取消訂單' }).click();
  const dialog = page.getByRole('dialog', { name: '確定要取消這筆訂單嗎？' });
  await dialog.getByRole('button', { name: '確定取消' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveText('已取消');
  await expect(page.getByRole('button', { name: '取消訂單' })).toBeHidden();
  await page.goto('/member/order/cancelled');
  await expect(page.getByRole('heading', { level: 2, name: `訂單編號 ${order.number}` })).toBeVisible();
});

test('a member asks for a refund on a delivered order and finds it in 退款查詢', async ({ page }, testInfo) => {
  await signIn(page, testInfo);
  const order = await refundableOrder(page);
  await page.goto(`/member/order/detail?id=${order.id}`);
  await page.getByRole('link', { name: '申請退款' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '申請退款' })).toBeVisible();
  await page.getByRole('button', { name: /^增加一件/ }).first().click();
  await page.getByLabel('退款原因').selectOption({ label: '尺寸或規格不合' });
  await page.getByLabel('補充說明').fill('寶寶長太快，穿不下了');
  await page.getByRole('radio', { name: /購物金/ }).check();
  await page.getByRole('button', { name: '送出退款申請' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '退款明細' })).toBeVisible();
  await expect(page.getByTestId('refund-status')).toHaveText(/退款申請中|已退款/);
  await expect(page.getByText('尺寸或規格不合：寶寶長太快，穿不下了')).toBeVisible();
  if (isMobileProject(testInfo)) await page.goto('/member/refund');
  else await page.getByRole('navigation', { name: '會員專區' }).getByRole('link', { name: '退款查詢' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '退款查詢' })).toBeVisible();
  await expect(page.getByTestId('refund-card').filter({ hasText: order.number }).first()).toBeVisible();
});
