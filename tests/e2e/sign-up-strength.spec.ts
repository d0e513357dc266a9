import { expect, test } from '@playwright/test';
import { openLoginDialog, uniqueEmail, watchConsole } from './support';

test('sign-up refuses 12345678 with the reason, then takes a password that is hard to guess', async ({ page }, testInfo) => {
  const problems = watchConsole(page, [/status of 400/]);
  const email = uniqueEmail(testInfo, 'weak');
  await page.goto('/');
  const dialog = await openLoginDialog(page, testInfo);
  await dialog.getByRole('tab', { name: '註冊' }).click();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('密碼').fill('12345678');
  await dialog.getByLabel('暱稱').fill('小芬媽咪');
  await dialog.getByRole('button', { name: '註冊', exact: true }).click();
  await expect(dialog.getByText('這是很常見的密碼，很容易被猜到，請換一組')).toBeVisible();
  await dialog.getByLabel('密碼').fill('baby-2026-safe');
  await dialog.getByRole('button', { name: '註冊', exact: true }).click();
  await expect(dialog.getByText(`驗證信已寄到 ${email}`)).toBeVisible();
  expect(problems).toEqual([]);
});
