import { expect, test, type TestInfo } from '@playwright/test';
import { isMobileProject, watchConsole } from './support';

const AMY = { email: 'amy@example.com', password: 'jiutuan-demo-1' };
const BEN = { email: 'ben@example.com', password: 'jiutuan-demo-2' };
/** A code is claimed once per member: each project claims as its own demo member. */
const memberOf = (testInfo: TestInfo) => (isMobileProject(testInfo) ? BEN : AMY);

test('a visitor types BABY100, signs in from the dialog, and finds the coupon in 我的折價券', async ({ page }, testInfo) => {
  const problems = watchConsole(page, [/401/, /409/]);
  await page.goto('/promotion-code');
  await expect(page.getByRole('heading', { level: 1, name: '領取折價券' })).toBeVisible();
  await page.getByLabel('優惠碼').fill(' baby100 ');
  await page.getByRole('button', { name: '領取', exact: true }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/code=baby100/);
  await dialog.getByLabel('E-mail').fill(memberOf(testInfo).email);
  await dialog.getByLabel('密碼').fill(memberOf(testInfo).password);
  await dialog.getByRole('button', { name: '登入', exact: true }).click();

  await expect(page.getByRole('status').getByText('折價券已領取')).toBeVisible();
  await expect(page.getByLabel('優惠碼')).toHaveValue(' baby100 ');
  await page.screenshot({ path: testInfo.outputPath('promotion-code.png'), fullPage: true });
  await page.getByRole('link', { name: '查看我的折價券' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '我的折價券' })).toBeVisible();
  const ticket = page.getByRole('article', { name: '揪團專屬 NT$100 折價券' });
  await expect(ticket).toBeVisible();
  await expect(ticket.getByText('滿 NT$800 可用・全館適用')).toBeVisible();
  await expect(ticket.getByRole('link', { name: /去使用/ })).toHaveAttribute('href', '/mall/all');
  await page.getByRole('link', { name: /^已過期 \(\d+\)$/ }).click();
  await expect(page.getByRole('article', { name: '週年慶 NT$300 折價券' })).toBeVisible();

  await page.goto('/promotion-code');
  await page.getByLabel('優惠碼').fill('BABY100');
  await page.getByRole('button', { name: '領取', exact: true }).click();
  await expect(page.getByText('您已領取過此折價券')).toBeVisible();
  expect(problems).toEqual([]);
});

test('我的購物金 shows the balance, what expires when, and the ledger', async ({ page }, testInfo) => {
  const response = await page.request.post('/v2/member/login', { headers: { platform: 'desktop', 'content-type': 'application/json' }, data: memberOf(testInfo) });
  expect(response.ok()).toBe(true);
  const credit = (await (await page.request.get('/v1/member/credit')).json()).data as { balance: number; entries: { amount: number }[] };
  expect(credit.balance).toBe(credit.entries.reduce((sum, e) => sum + e.amount, 0));
  await page.goto('/member/cash');
  await expect(page.getByRole('heading', { level: 1, name: '我的購物金' })).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toHaveText(`NT$${credit.balance.toLocaleString('en-US')}`);
  await expect(page.getByRole('list', { name: '即將到期' }).getByText(/^NT\$[\d,]+ 將於 \d{4}\/\d{2}\/\d{2} 到期$/).first()).toBeVisible();
  await expect(page.getByText('新會員禮').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('cash.png'), fullPage: true });
});
