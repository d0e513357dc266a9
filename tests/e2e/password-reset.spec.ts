import { expect, test } from '@playwright/test';
import { openLoginDialog, uniqueEmail, verificationLinkFor, watchConsole } from './support';
import { TERMS_VERSION } from '../../src/domain/auth/terms';

const HEADERS = { platform: 'desktop', 'content-type': 'application/json' };

test('a parent who forgot the password gets a reset link, sets a new one, and the old one no longer works', async ({ page }, testInfo) => {
  const problems = watchConsole(page, [/status of 40[01]/]);
  const email = uniqueEmail(testInfo, 'forgot');
  expect((await page.request.post('/v2/member/signup', { headers: HEADERS, data: { email, password: 'old-password-1', nickname: '健忘媽咪', terms: TERMS_VERSION } })).status()).toBe(201);
  await page.goto(await verificationLinkFor(page, email));
  // The link signed her in; the day she forgets her password she comes back signed out.
  await page.context().clearCookies();
  await page.goto('/');

  const dialog = await openLoginDialog(page, testInfo);
  await dialog.getByRole('button', { name: '忘記密碼？' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '忘記密碼' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: '寄送重設連結' }).click();
  await expect(page.getByRole('status').filter({ hasText: '重設密碼連結已寄出' })).toBeVisible();

  let link: string | undefined;
  await expect(async () => {
    const mails = (await (await page.request.get('/dev/mailbox.json')).json()).data as { to: string; text: string }[];
    link = mails.find((m) => m.to === email && m.text.includes('reset-password'))?.text.match(/https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  await page.goto(link!);
  await page.getByLabel('新密碼', { exact: true }).fill('new-password-2');
  await page.getByLabel('再次輸入新密碼').fill('new-password-3');
  await page.getByRole('button', { name: '設定新密碼' }).click();
  await expect(page.getByText('兩次輸入的密碼不一致')).toBeVisible();
  await page.getByLabel('再次輸入新密碼').fill('new-password-2');
  await page.getByRole('button', { name: '設定新密碼' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '密碼已重設' })).toBeVisible();

  expect((await page.request.post('/v2/member/login', { headers: HEADERS, data: { email, password: 'old-password-1' } })).status()).toBe(401);
  expect((await page.request.post('/v2/member/login', { headers: HEADERS, data: { email, password: 'new-password-2' } })).status()).toBe(200);
  await page.goto(link!);
  await page.getByLabel('新密碼', { exact: true }).fill('another-pass-4');
  await page.getByLabel('再次輸入新密碼').fill('another-pass-4');
  await page.getByRole('button', { name: '設定新密碼' }).click();
  await expect(page.getByRole('alert')).toContainText('重設密碼連結無效或已過期');
  expect(problems).toEqual([]);
});
