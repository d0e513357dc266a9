import { expect, test } from '@playwright/test';
import { openLoginDialog, uniqueEmail, verificationLinkFor, watchConsole } from './support';

test('a parent signs up, is signed in by the verification link, opens it again, signs in, sees the nickname and signs out', async ({ page }, testInfo) => {
  const problems = watchConsole(page, [/status of 401/]);
  const email = uniqueEmail(testInfo, 'mom');
  const nickname = '小芬媽咪';
  await page.goto('/');

  let dialog = await openLoginDialog(page, testInfo);
  await dialog.getByRole('tab', { name: '註冊' }).click();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('密碼').fill('short');
  await dialog.getByLabel('暱稱').fill(nickname);
  await dialog.getByRole('button', { name: '註冊', exact: true }).click();
  await expect(dialog.getByText('密碼至少需要 8 個字元')).toBeVisible();
  await expect(dialog.getByText('請閱讀並同意服務條款與隱私權政策')).toBeVisible();
  await expect(dialog.getByLabel('E-mail')).toHaveValue(email);

  // The terms open beside the dialog: what she typed stays.
  const [terms] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('link', { name: '服務條款（另開視窗）' }).click()]);
  await expect(terms.getByRole('heading', { level: 1 })).toContainText('服務條款');
  await terms.close();
  await dialog.getByRole('checkbox', { name: /我已閱讀並同意/ }).check();
  await dialog.getByLabel('密碼').fill('baby-2026-safe');
  await dialog.getByRole('button', { name: '註冊', exact: true }).click();
  await expect(dialog.getByText(`驗證信已寄到 ${email}`)).toBeVisible();

  // The link proves the mailbox: she is signed in where she opened it.
  const link = await verificationLinkFor(page, email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'E-mail 驗證成功' })).toBeVisible();
  await expect(page.getByText(`${email} 已完成驗證，已為您登入`)).toBeVisible();
  const memberButton = () => page.getByRole('banner').getByRole('button', { name: new RegExp(nickname) });
  await expect(memberButton()).toBeVisible();
  await memberButton().click();
  await page.getByRole('menuitem', { name: '登出' }).click();
  await expect(memberButton()).toBeHidden();

  // Opened again, the link says the e-mail is verified and signs no one in.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: '此 E-mail 已完成驗證' })).toBeVisible();
  await page.getByRole('button', { name: '立即登入' }).click();

  dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('密碼').fill('wrong-password-1');
  await dialog.getByRole('button', { name: '登入', exact: true }).click();
  await expect(dialog.getByText('E-mail 或密碼錯誤')).toBeVisible();
  await dialog.getByLabel('密碼').fill('baby-2026-safe');
  await dialog.getByRole('button', { name: '登入', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(memberButton()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('signed-in.png') });

  await page.reload();
  await expect(memberButton()).toBeVisible();

  await memberButton().click();
  await page.getByRole('menuitem', { name: '登出' }).click();
  await expect(memberButton()).toBeHidden();
  await page.reload();
  await expect(memberButton()).toBeHidden();
  expect(problems).toEqual([]);
});

test('a tampered verification link shows a clear error', async ({ page }) => {
  await page.goto('/auth/verify-email?token=not-a-real-token-1234567890');
  await expect(page.getByRole('heading', { name: '驗證失敗' })).toBeVisible();
  await expect(page.getByText('驗證連結無效或已過期')).toBeVisible();
});
