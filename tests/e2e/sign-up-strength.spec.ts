import { expect, test } from '@playwright/test';
import { openLoginDialog, uniqueEmail, watchConsole } from './support';

test('sign-up refuses 12345678 with the reason and keeps what the parent typed', async ({ page }, testInfo) => {
  const problems = watchConsole(page, [/status of 400/]);
  const email = uniqueEmail(testInfo, 'weak');
  await page.goto('/');
  const dialog = await openLoginDialog(page, testInfo);
  await dialog.getByRole('tab', { name: '註冊' }).click();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('密碼').fill('12345678');
  await dialog.getByLabel('暱稱').fill('小芬媽咪');
  await dialog.getByRole('checkbox', { name: /我已閱讀並同意/ }).check();
  await dialog.getByRole('button', { name: '註冊', exact: true }).click();
  await expect(dialog.getByText('這是很常見的密碼，很容易被猜到，請換一組')).toBeVisible();
  // A sign-up that goes through is account.spec's: the journeys share one address, which may sign up 10 times an hour.
  await expect(dialog.getByLabel('E-mail')).toHaveValue(email);
  expect(problems).toEqual([]);
});
