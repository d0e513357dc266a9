import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './support';
import { staffSignIn } from './staffSupport';

const JSON_HEADERS = { platform: 'desktop', 'content-type': 'application/json' };
/** Amy's profile mobile in the demo shop is 0912345678. */
const AMY = { email: 'amy@example.com', password: 'jiutuan-demo-1' };
const ENGLISH = /Rows per page|No rows|Loading|Columns|Filters|Density|Export|\d+–\d+ of \d+/;

test.skip(({ isMobile }) => isMobile, 'the back office is a desktop tool');



async function amyCredit(page: Page): Promise<number> {
  expect((await page.request.post('/v2/member/login', { headers: JSON_HEADERS, data: AMY })).ok()).toBe(true);
  return ((await (await page.request.get('/v1/member/credit')).json()) as { data: { balance: number } }).data.balance;
}
const ntd = (amount: number) => `NT$${amount.toLocaleString('en-US')}`;

test('a 客服 finds a member by her mobile, grants NT$100 of credit with a reason, and the member sees it in 我的購物金', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  // The refused form answers 400 on purpose (the message by the field is the point).
  const problems = watchConsole(page, [/status of 400 \(Bad Request\)/]);
  const before = await amyCredit(page);

  await staffSignIn(page, 'support', '/admin/members');
  await expect(page.getByRole('navigation', { name: '後台選單' }).getByRole('link', { name: '會員管理' })).toBeVisible();
  await page.getByLabel('E-mail、手機或訂單編號').fill('0912-345-678');
  await page.getByRole('button', { name: '搜尋' }).click();
  await page.getByRole('row').filter({ hasText: AMY.email }).getByRole('link', { name: AMY.email }).click();
  await expect(page.getByRole('heading', { level: 1, name: `會員資料 ${AMY.email}` })).toBeVisible();
  await expect(page.getByTestId('member-credit-balance')).toHaveText(`餘額 ${ntd(before)}`);

  await page.getByRole('button', { name: '發放購物金' }).click();
  const dialog = page.getByRole('dialog', { name: '發放購物金' });
  await dialog.getByRole('button', { name: '發放' }).click();
  await expect(dialog.getByText('請填寫發放原因（200 字以內）')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-member-grant-refused.png') });
  await dialog.getByLabel('金額（NT$）').fill('100');
  await dialog.getByLabel('發放原因（記入稽核紀錄）').fill('推車延遲到貨補償');
  await dialog.getByRole('button', { name: '發放' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '已發放購物金 NT$100' })).toBeVisible();
  await expect(page.getByTestId('member-credit-balance')).toHaveText(`餘額 ${ntd(before + 100)}`);
  await expect(page.locator('body')).not.toContainText(ENGLISH);
  await page.screenshot({ path: testInfo.outputPath('admin-member-detail.png'), fullPage: true });

  expect(await amyCredit(page)).toBe(before + 100);
  await page.goto('/member/cash');
  await expect(page.getByTestId('credit-balance')).toHaveText(ntd(before + 100));
  await expect(page.getByText('客服發放').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('the members and coupons desks at 1280×800, in zh-TW', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  // The refused form answers 400 on purpose (the message by the field is the point).
  const problems = watchConsole(page, [/status of 400 \(Bad Request\)/]);
  await staffSignIn(page, 'admin', '/admin/members');
  for (const [name, path, heading] of [['members', '/admin/members', '會員管理'], ['member', '/admin/members/1', /會員資料/], ['coupons', '/admin/coupons', '優惠券管理']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('body')).not.toContainText(ENGLISH);
    await page.screenshot({ path: testInfo.outputPath(`admin-${name}.png`), fullPage: true });
  }
  await expect(page.getByRole('grid', { name: '優惠碼' }).getByRole('row').filter({ hasText: 'LIMITED1' })).toBeVisible();
  await page.getByRole('button', { name: '新增折價券' }).click();
  const dialog = page.getByRole('dialog', { name: '新增折價券' });
  await dialog.getByRole('button', { name: '建立' }).click();
  await expect(dialog.getByText('請輸入折價券名稱（60 字以內）')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-coupon-create.png') });
  expect(problems).toEqual([]);
});
