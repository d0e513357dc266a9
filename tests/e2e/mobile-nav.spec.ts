import { expect, test } from '@playwright/test';

test('the mobile bottom navigation: six tabs, highlight and the cart asks a visitor to sign in', async ({ page }, testInfo) => {
  await page.goto('/');
  const nav = page.getByTestId('bottom-nav');
  await expect(nav).toBeVisible();
  for (const title of ['購物', '精選', '討論', '探索', '購物車', '會員']) {
    await expect(nav.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
  }
  await expect(nav.locator('[aria-current="page"]')).toContainText('購物');
  await nav.getByRole('link', { name: /購物車/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail').fill('amy@example.com');
  await dialog.getByLabel('密碼').fill('jiutuan-demo-1');
  await dialog.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page).toHaveURL(/\/groupbuy\/shoppingcart$/);
  await page.screenshot({ path: testInfo.outputPath('after-cart-login.png') });
});
