import { expect, test } from '@playwright/test';

test('a signed-out parent opening an order link signs in and lands on that order page', async ({ page }) => {
  const response = await page.goto('/member/order/shipped?page=1');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/\?login=/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: '會員登入' }).or(dialog.getByText('會員登入')).first()).toBeVisible();
  await dialog.getByLabel('E-mail').fill('amy@example.com');
  await dialog.getByLabel('密碼').fill('jiutuan-demo-1');
  await dialog.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/order\/shipped\?page=1$/);
  await expect(page.getByRole('heading', { level: 1, name: '訂單查詢' })).toBeVisible();
});
