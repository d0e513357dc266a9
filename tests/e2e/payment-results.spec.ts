import { expect, test, type Page } from '@playwright/test';
import { isMobileProject } from './support';
import { fillBuyerMobile, choosePayment, openCheckoutThroughApi, placeHomeDeliveryOrder, payByCard, signedInWithOneLine, takeAtmAccount } from './checkoutSupport';

/** Issue 30: each result says what to do next — ATM's bank, account and deadline; a pickup's notice; a declined card's way out. */

// Each journey crosses the gateway's pages two or three times: on a busy machine that is more than the default minute.
test.describe.configure({ timeout: 150_000 });

/** The result's ATM block, as a parent reads it: 「中國信託 (822)」, the account by fours, the amount, the deadline. */
async function expectAtmTransfer(page: Page) {
  const atm = page.getByTestId('atm-transfer');
  await expect(atm.getByTestId('atm-bank')).toHaveText('中國信託 (822)');
  await expect(atm.getByTestId('virtual-account')).toHaveText(/^\d{4} \d{4} \d{4} \d{2}$/);
  await expect(atm.getByTestId('atm-amount')).toHaveText(/^NT\$[\d,]+$/);
  await expect(atm.getByTestId('atm-deadline')).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
}

test('ATM: the bank by name and code, the account copied without its spaces, the amount and deadline, again after a reload', async ({ page, context }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInWithOneLine(page, testInfo, 7);
  await placeHomeDeliveryOrder(page, 'ATM 虛擬帳號');
  await takeAtmAccount(page);
  await expect(page.getByRole('heading', { level: 1, name: '訂單成立' })).toBeVisible();
  await expectAtmTransfer(page);
  const grouped = (await page.getByTestId('virtual-account').textContent())!;
  await page.getByRole('button', { name: '複製虛擬帳號' }).click();
  await expect(page.getByText('已複製', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(grouped.replace(/ /g, ''));
  await page.screenshot({ path: testInfo.outputPath('atm-result.png'), fullPage: true });

  // The result's own URL and the member's order detail, each loaded afresh (the server's render).
  await page.reload();
  await expectAtmTransfer(page);
  await page.getByRole('link', { name: '查看訂單' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '訂單明細' })).toBeVisible();
  await page.reload();
  await expectAtmTransfer(page);
  await page.screenshot({ path: testInfo.outputPath('atm-order-detail.png'), fullPage: true });
});

test('a declined card says why and pays the same order by ATM through 更換付款方式', async ({ page }, testInfo) => {
  await signedInWithOneLine(page, testInfo, 8);
  await placeHomeDeliveryOrder(page, '信用卡');
  await payByCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('heading', { level: 1, name: '付款未完成' })).toBeVisible();
  await expect(page.getByTestId('payment-problem')).toContainText('發卡銀行沒有核准這筆交易');
  await page.reload();
  await expect(page.getByTestId('payment-problem')).toContainText('您的卡片沒有被扣款');
  await page.getByRole('button', { name: '更換付款方式' }).click();
  const choices = page.getByRole('group', { name: '更換付款方式' });
  await expect(choices.getByRole('radio', { name: /超商取貨付款（取貨付款僅限超商取貨）/ })).toBeDisabled();
  await choices.getByRole('radio', { name: 'ATM 虛擬帳號' }).check();
  await page.screenshot({ path: testInfo.outputPath('declined-change-method.png'), fullPage: true });
  await choices.getByRole('button', { name: '用這個方式付款' }).click();
  await takeAtmAccount(page);
  await expect(page.getByRole('heading', { level: 1, name: '訂單成立' })).toBeVisible();
  await expectAtmTransfer(page);
  await page.getByRole('link', { name: '查看訂單' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('待付款');
  await expectAtmTransfer(page);
});

test('超商取貨付款: the result says how the parent hears of the parcel, how long it waits and what to pay', async ({ page }, testInfo) => {
  await signedInWithOneLine(page, testInfo, 9);
  await openCheckoutThroughApi(page);
  await fillBuyerMobile(page);
  await page.getByRole('link', { name: '變更配送方式' }).click();
  const delivery = page.getByRole('dialog', { name: '配送方式' });
  await delivery.getByRole('radio', { name: /超商取貨/ }).click();
  await delivery.getByRole('link', { name: '新增取貨門市' }).click();
  const store = page.getByRole('dialog', { name: '新增取貨門市' });
  await store.getByRole('radio', { name: '7-ELEVEN' }).check();
  await store.getByRole('button', { name: '選擇門市' }).click();
  await page.getByRole('button', { name: /選擇此門市/ }).first().click();
  await page.getByRole('dialog', { name: '已選擇的門市' }).getByRole('button', { name: '使用此門市' }).click();
  await choosePayment(page, '超商取貨付款');
  await page.getByRole('button', { name: '送出訂單' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '訂單成立' })).toBeVisible();
  const notice = page.getByTestId('pickup-notice');
  await expect(notice).toContainText('門市會以簡訊通知收件人手機');
  await expect(notice).toContainText(/請於到店 7 天內取貨並付款 NT\$[\d,]+/);
  if (isMobileProject(testInfo)) await page.screenshot({ path: testInfo.outputPath('cod-result.png'), fullPage: true });
  await page.getByRole('link', { name: '查看訂單' }).click();
  await page.reload();
  await expect(page.getByTestId('pickup-notice')).toContainText('請於到店 7 天內取貨並付款');
});
