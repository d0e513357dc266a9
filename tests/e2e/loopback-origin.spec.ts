import { expect, test } from '@playwright/test';
import { openLoginDialog, watchConsole } from './support';

/** The quick start opened at 127.0.0.1 instead of localhost (demo mode): writes are not refused as foreign. */
test('a parent opens the demo shop at 127.0.0.1 and signs in', async ({ page, baseURL }, testInfo) => {
  const problems = watchConsole(page);
  const loopback = (baseURL ?? '').replace('//localhost:', '//127.0.0.1:');
  test.skip(!loopback.startsWith('http://127.0.0.1:'), 'needs the journeys\' own demo server');
  await page.goto(`${loopback}/`);
  const dialog = await openLoginDialog(page, testInfo);
  await dialog.getByLabel('E-mail').fill('amy@example.com');
  await dialog.getByLabel('密碼').fill('jiutuan-demo-1');
  await dialog.getByRole('button', { name: '登入', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('不接受來自其他網站的請求')).toHaveCount(0);
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  expect(problems).toEqual([]);
});
