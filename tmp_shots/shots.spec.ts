import { test } from '@playwright/test';
import { onGatewayPage, placeHomeDeliveryOrder, signedInWithOneLine } from '../tests/e2e/checkoutSupport';
import { gotoHydrated as openHydrated, openLoginDialog } from '../tests/e2e/support';

test('mpg bad card', async ({ page }, testInfo) => {
  const name = testInfo.project.name;
  await signedInWithOneLine(page, testInfo, 9);
  await placeHomeDeliveryOrder(page, '信用卡');
  await onGatewayPage(page);
  await page.getByLabel('信用卡號碼').fill('1234');
  await page.getByRole('button', { name: '確認付款' }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/bad-${name}-card.png`, fullPage: true });
  console.log(name, 'after bad card', page.url());
});

test('handoff without script', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: 'http://localhost:3500', viewport: testInfo.project.use.viewport ?? undefined });
  const page = await context.newPage();
  await page.request.post('/v2/member/login', { headers: { platform: 'desktop', 'content-type': 'application/json' }, data: { email: 'amy@example.com', password: 'jiutuan-demo-1' } });
  const orders = await page.request.get('/v1/orders/detail?id=1');
  console.log('order 1', orders.status());
  await page.goto('/groupbuy/neweb_credit_form/1');
  await page.screenshot({ path: `/tmp/bad-${testInfo.project.name}-handoff.png`, fullPage: true });
  await page.goto('/groupbuy/neweb_credit_form/abc');
  await page.screenshot({ path: `/tmp/bad-${testInfo.project.name}-handoff-abc.png` });
  await context.close();
});

test('line consent bad email', async ({ page }, testInfo) => {
  await openHydrated(page, '/about');
  const dialog = await openLoginDialog(page, testInfo);
  await dialog.getByRole('button', { name: '使用 LINE 登入' }).click();
  await page.getByText('想使用您的 LINE 帳號登入').waitFor();
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: '同意並繼續' }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/bad-${testInfo.project.name}-line.png`, fullPage: true });
  console.log('after bad line email', page.url());
});
