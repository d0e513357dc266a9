import { expect, test } from '@playwright/test';
import { gotoHydrated, uniqueEmail, verificationLinkFor, watchConsole } from './support';
import { TERMS_VERSION } from '../../src/domain/auth/terms';

const HEADERS = { platform: 'desktop', 'content-type': 'application/json' };
/** The second device: an iPhone's Safari, as the list names it. */
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

test('a parent signs out the phone she left signed in from 登入裝置, and the phone is signed out on its next page', async ({ page, browser }, testInfo) => {
  const problems = watchConsole(page, [/status of 40[01]/]);
  const email = uniqueEmail(testInfo, 'devices');
  const credentials = { email, password: 'two-devices-1' };
  expect((await page.request.post('/v2/member/signup', { headers: HEADERS, data: { ...credentials, nickname: '兩台媽咪', terms: TERMS_VERSION } })).status()).toBe(201);
  // The verification link signs her in on this browser: its first device.
  await page.goto(await verificationLinkFor(page, email));
  await expect(page.getByRole('heading', { name: 'E-mail 驗證成功' })).toBeVisible();

  const phone = await browser.newContext({ userAgent: IPHONE_SAFARI, locale: 'zh-TW', timezoneId: 'Asia/Taipei', baseURL: testInfo.project.use.baseURL });
  const phonePage = await phone.newPage();
  expect((await phonePage.request.post('/v2/member/login', { headers: HEADERS, data: credentials })).status()).toBe(200);
  await phonePage.goto('/member/profile');
  await expect(phonePage.getByRole('heading', { level: 1, name: '會員中心' })).toBeVisible();

  await gotoHydrated(page, '/member/profile');
  await page.getByRole('link', { name: '登入裝置' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: '登入裝置' })).toBeVisible();
  const devices = page.getByTestId('signed-in-device');
  await expect(devices).toHaveCount(2);
  await expect(devices.first()).toContainText('這個裝置');
  await expect(devices.nth(1)).toContainText('Safari · iOS');
  await expect(devices.nth(1)).toContainText(/登入時間 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}・最近使用 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
  await page.screenshot({ path: testInfo.outputPath('member-devices.png'), fullPage: true });

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: '登出 Safari · iOS' }).click();
  await expect(page.getByRole('status').getByText('已登出該裝置')).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(page.getByText('目前只有這個裝置登入您的帳號')).toBeVisible();

  // The phone's next page: its tokens were revoked, so it is a visitor again and the member page asks it to sign in.
  await phonePage.goto('/member/profile');
  await expect(phonePage).toHaveURL(/\/\?login=/);
  await expect(phonePage.getByRole('dialog').getByText('會員登入').first()).toBeVisible();
  await phone.close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '登入裝置' })).toBeVisible();
  expect(problems).toEqual([]);
});
