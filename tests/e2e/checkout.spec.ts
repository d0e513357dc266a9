import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, watchConsole } from './support';
import {
  JSON_HEADERS, buyerOf, otherOf, emptyCart, signedInWithOneLine, openCheckoutThroughApi, fillBuyerMobile, choosePayment, placeHomeDeliveryOrder, payByCard, takeAtmAccount, onGatewayPage,
} from './checkoutSupport';

/** 新增取貨門市 → the chain → ECPay's e-map (the local one in demo mode) → the first store → 使用此門市. */
async function pickStoreOnMap(page: Page, chain: '7-ELEVEN' | '全家') {
  await page.getByRole('link', { name: '變更配送方式' }).click();
  const delivery = page.getByRole('dialog', { name: '配送方式' });
  await delivery.getByRole('radio', { name: /超商取貨/ }).click();
  await expect(delivery.getByRole('radio', { name: /超商取貨/ })).toBeChecked();
  await delivery.getByRole('link', { name: '新增取貨門市' }).click();
  const store = page.getByRole('dialog', { name: '新增取貨門市' });
  await store.getByRole('radio', { name: chain }).check();
  await store.getByRole('button', { name: '選擇門市' }).click();
  await expect(page.getByRole('heading', { name: '超商電子地圖（展示）' })).toBeVisible();
  await expect(page.getByRole('heading', { name: chain })).toBeVisible();
  await page.getByRole('button', { name: /選擇此門市/ }).first().click();
  const chosen = page.getByRole('dialog', { name: '已選擇的門市' });
  await expect(chosen.getByText(chain)).toBeVisible();
  await chosen.getByRole('button', { name: '使用此門市' }).click();
  await expect(chosen).toBeHidden();
  await expect(page.getByRole('region', { name: '配送方式' }).getByText('超商取貨')).toBeVisible();
}

test('store pickup with 取貨付款: buyer, a 7-ELEVEN from the e-map, the best coupon, and 訂單成立 with the mail', async ({ page }, testInfo) => {
  const problems = watchConsole(page, [/40[14]/]);
  await signedInWithOneLine(page, testInfo, 0, 3);
  await gotoHydrated(page, '/groupbuy/shoppingcart');
  await page.getByRole('button', { name: '結帳', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '結帳' })).toBeVisible();
  await fillBuyerMobile(page);

  await pickStoreOnMap(page, '7-ELEVEN');
  await expect(page.getByRole('region', { name: '配送方式' }).getByText(/7-ELEVEN/)).toBeVisible();

  await choosePayment(page, '超商取貨付款');
  await expect(page.getByTestId('chosen-coupon')).toContainText('−NT$');
  await expect(page.getByRole('region', { name: '金額明細' }).getByText('折價券折抵')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('checkout.png'), fullPage: true });
  await page.getByRole('button', { name: '送出訂單' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '訂單成立' })).toBeVisible();
  const number = (await page.getByTestId('order-number').textContent())!;
  expect(number).toMatch(/^JT\d+/);
  await page.screenshot({ path: testInfo.outputPath('placed.png'), fullPage: true });
  await expect(async () => {
    const mails = (await (await page.request.get('/dev/mailbox.json')).json()).data as { to: string; subject: string }[];
    expect(mails.some((m) => m.to.includes(buyerOf(testInfo).email) && m.subject.includes(number))).toBe(true);
  }).toPass();
  await page.getByRole('link', { name: '查看訂單' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '訂單明細' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(number);
  expect(problems).toEqual([]);
});

test('a 全家 store picked on the e-map becomes the checkout\'s pickup store', async ({ page }, testInfo) => {
  await signedInWithOneLine(page, testInfo, 5);
  await gotoHydrated(page, '/groupbuy/shoppingcart');
  await page.getByRole('button', { name: '結帳', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '結帳' })).toBeVisible();
  await fillBuyerMobile(page);
  await pickStoreOnMap(page, '全家');
  await expect(page.getByRole('region', { name: '配送方式' }).getByText(/全家/)).toBeVisible();
});

test('a declined card leaves the order unpaid; 重新付款 with the test card pays it, and the order shows its e-invoice', async ({ page }, testInfo) => {
  await signedInWithOneLine(page, testInfo, 1);
  await placeHomeDeliveryOrder(page, '信用卡');
  await payByCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('heading', { level: 1, name: '付款未完成' })).toBeVisible();
  await page.getByRole('button', { name: '重新付款' }).click();
  await payByCard(page, '4000 2211 1111 1111');
  await expect(page.getByRole('heading', { level: 1, name: '訂單成立' })).toBeVisible();
  await expect(page.getByText(/末四碼 1111/)).toBeVisible();
  // The e-invoice was issued by the (sandbox) ezPay once the payment committed: its number and 隨機碼 are on the order.
  await page.getByRole('link', { name: '查看訂單' }).click();
  await expect(page.getByText(/^發票號碼：AB\d{8}$/)).toBeVisible();
  await expect(page.getByText(/^隨機碼：\d{4}$/)).toBeVisible();
});

test('a card that asks for 3-D Secure pays after the code', async ({ page }, testInfo) => {
  await signedInWithOneLine(page, testInfo, 2);
  await placeHomeDeliveryOrder(page, '信用卡');
  await payByCard(page, '4000 0000 0000 3220');
  await expect(page.getByRole('heading', { name: '3-D Secure 驗證' })).toBeVisible();
  await page.getByLabel('驗證碼').fill('000000');
  await page.getByRole('button', { name: '確認', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('驗證碼不正確');
  await page.getByLabel('驗證碼').fill('123456');
  await page.getByRole('button', { name: '確認', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '訂單成立' })).toBeVisible();
});

test('ATM transfer: the virtual account and its deadline, then the (sandbox) transfer marks it paid', async ({ page }, testInfo) => {
  await signedInWithOneLine(page, testInfo, 3);
  await placeHomeDeliveryOrder(page, 'ATM 虛擬帳號');
  await takeAtmAccount(page);
  await expect(page.getByRole('heading', { level: 1, name: '訂單成立' })).toBeVisible();
  await expect(page.getByTestId('virtual-account')).toHaveText(/^\d{4} \d{4} \d{4} \d{2}$/);
  await page.getByRole('button', { name: '模擬完成 ATM 轉帳' }).click();
  await expect(page.getByTestId('virtual-account')).toBeHidden();
  await page.getByRole('link', { name: '查看訂單' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('待出貨');
});

test('LINE Pay: approved on the (sandbox) gateway\'s LINE Pay page, the order is paid and waits to ship', async ({ page }, testInfo) => {
  await signedInWithOneLine(page, testInfo, 6);
  await placeHomeDeliveryOrder(page, 'LINE Pay');
  await onGatewayPage(page);
  await expect(page.getByRole('heading', { level: 2, name: 'LINE Pay 付款' })).toBeVisible();
  await page.getByRole('button', { name: '以 LINE Pay 付款' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '訂單成立' })).toBeVisible();
  await page.getByRole('link', { name: '查看訂單' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('待出貨');
});

test('another member\'s checkout and a modal that does not exist are the 404 page', async ({ page, browser }, testInfo) => {
  await signedInWithOneLine(page, testInfo, 4);
  const id = await openCheckoutThroughApi(page);
  expect((await page.goto(`/groupbuy/pay/v2/${id}/no-such-modal`))?.status()).toBe(404);
  const ben = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const benPage = await ben.newPage();
  expect((await benPage.request.post('/v2/member/login', { headers: JSON_HEADERS, data: otherOf(testInfo) })).ok()).toBe(true);
  const response = await benPage.goto(`/groupbuy/pay/v2/${id}`);
  expect(response?.status()).toBe(404);
  await ben.close();
  await emptyCart(page);
});
