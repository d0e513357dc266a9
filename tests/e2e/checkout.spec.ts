import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { isMobileProject, watchConsole } from './support';

interface Option { id: number; size: string; purchase_limit: number }
interface Product { id: number; title: string; status: string; options: Option[] }
interface Detail { id: number; status: string; is_adult_only: boolean; starts_at: number; ends_at: number; products: Product[] }

const HOUR = 3_600_000;
const JSON_HEADERS = { platform: 'desktop', 'content-type': 'application/json' };

/** Live options with room to buy, in seed order; each journey takes its own so purchase limits never meet. */
async function liveOptions(request: APIRequestContext): Promise<{ option: Option; product: Product }[]> {
  const found: { option: Option; product: Product }[] = [];
  for (let id = 1; id <= 120 && found.length < 40; id++) {
    const response = await request.get(`/v3/shopping/groupbuy/${id}`);
    if (!response.ok()) continue;
    const d = (await response.json()).data as Detail;
    if (d.status !== 'open' || d.is_adult_only || d.starts_at > Date.now() - HOUR || d.ends_at < Date.now() + HOUR) continue;
    for (const product of d.products.filter((p) => p.status === 'active')) {
      for (const option of product.options.filter((o) => o.purchase_limit >= 3)) found.push({ option, product });
    }
  }
  return found;
}

const AMY = { email: 'amy@example.com', password: 'jiutuan-demo-1' };
const BEN = { email: 'ben@example.com', password: 'jiutuan-demo-2' };
/** Each project buys as its own demo member, so the coupons one uses up are still there for the other. */
const buyerOf = (testInfo: TestInfo) => (isMobileProject(testInfo) ? BEN : AMY);
const otherOf = (testInfo: TestInfo) => (isMobileProject(testInfo) ? AMY : BEN);

/** Other journeys sign in as the same demo members: a journey leaves their cart as it found it, empty. */
async function emptyCart(page: Page) {
  const cart = (await (await page.request.get('/v2/shoppingcart')).json()).data as { lines: { option_id: number }[] };
  for (const line of cart.lines) await page.request.delete(`/v2/shoppingcart/items/${line.option_id}`, { headers: JSON_HEADERS, data: {} });
}

/** Signs in through the API (the page shares the cookies) and leaves exactly one line in the cart. */
async function signedInWithOneLine(page: Page, testInfo: TestInfo, slot: number, quantity = 1) {
  const data = buyerOf(testInfo);
  expect((await page.request.post('/v2/member/login', { headers: JSON_HEADERS, data })).ok()).toBe(true);
  await emptyCart(page);
  const options = await liveOptions(page.request);
  const pick = options[(slot * 2 + (isMobileProject(testInfo) ? 1 : 0)) % options.length];
  expect((await page.request.post('/v3/shoppingcart', { headers: JSON_HEADERS, data: { group_id: 1, item_id: pick.option.id, number: quantity } })).ok()).toBe(true);
  return pick;
}

async function openCheckoutThroughApi(page: Page): Promise<number> {
  const cart = (await (await page.request.get('/v2/shoppingcart')).json()).data as { lines: { option_id: number }[] };
  const response = await page.request.post('/v1/checkouts', { headers: JSON_HEADERS, data: { option_ids: cart.lines.map((l) => l.option_id) } });
  const id = (await response.json()).data.id as number;
  await page.goto(`/groupbuy/pay/v2/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: '結帳' })).toBeVisible();
  return id;
}

async function fillBuyerMobile(page: Page) {
  await page.getByRole('button', { name: '編輯訂購人' }).or(page.getByRole('link', { name: '編輯訂購人' })).click();
  const dialog = page.getByRole('dialog', { name: '編輯訂購人' });
  await dialog.getByLabel('手機號碼').fill('0912');
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(dialog.getByText('手機號碼須為 09 開頭的 10 碼數字')).toBeVisible();
  await dialog.getByLabel('手機號碼').fill('0912345678');
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('0912345678').first()).toBeVisible();
}

async function addHomeAddress(page: Page) {
  await page.getByRole('link', { name: '變更配送方式' }).click();
  const delivery = page.getByRole('dialog', { name: '配送方式' });
  await delivery.getByRole('link', { name: '新增宅配地址' }).click();
  const form = page.getByRole('dialog', { name: '新增宅配地址' });
  await form.getByLabel('縣市').selectOption('臺北市');
  await form.getByLabel('鄉鎮市區').selectOption('大安區');
  await expect(form.getByLabel('郵遞區號')).toHaveValue('106');
  await form.getByLabel('街道地址').fill('復興南路一段 100 號 5 樓');
  await form.getByRole('button', { name: '儲存' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('106 臺北市大安區復興南路一段 100 號 5 樓')).toBeVisible();
}

async function choosePayment(page: Page, label: string) {
  await page.getByRole('link', { name: '變更付款方式' }).click();
  const dialog = page.getByRole('dialog', { name: '付款方式' });
  await dialog.getByRole('radio', { name: label }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: '付款方式' }).getByText(label)).toBeVisible();
}

/** A checkout from the cart, a mobile number, a new home address, the payment, and 送出訂單. */
async function placeHomeDeliveryOrder(page: Page, payment: string) {
  await openCheckoutThroughApi(page);
  await fillBuyerMobile(page);
  await addHomeAddress(page);
  await choosePayment(page, payment);
  await page.getByRole('button', { name: '送出訂單' }).click();
}

const nextYear = () => String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

async function payByCard(page: Page, number: string) {
  await expect(page.getByRole('heading', { name: '信用卡付款' })).toBeVisible();
  await page.getByLabel('信用卡號碼').fill(number);
  await page.getByLabel('有效期限').fill(`12/${nextYear()}`);
  await page.getByLabel('安全碼').fill('123');
  await page.getByRole('button', { name: /確認付款/ }).click();
}

test('store pickup with 取貨付款: buyer, a 7-ELEVEN from the store map, the best coupon, and 訂單成立 with the mail', async ({ page }, testInfo) => {
  const problems = watchConsole(page, [/40[14]/]);
  await signedInWithOneLine(page, testInfo, 0, 3);
  await page.goto('/groupbuy/shoppingcart');
  await page.getByRole('button', { name: '結帳', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '結帳' })).toBeVisible();
  await fillBuyerMobile(page);

  await page.getByRole('link', { name: '變更配送方式' }).click();
  const delivery = page.getByRole('dialog', { name: '配送方式' });
  await delivery.getByRole('radio', { name: /超商取貨/ }).click();
  await expect(delivery.getByRole('radio', { name: /超商取貨/ })).toBeChecked();
  await delivery.getByRole('link', { name: '新增取貨門市' }).click();
  const store = page.getByRole('dialog', { name: '新增取貨門市' });
  await store.getByRole('radio', { name: '7-ELEVEN' }).check();
  await store.getByRole('button', { name: '選擇門市' }).click();
  await expect(page.getByRole('heading', { name: '選擇取貨門市' })).toBeVisible();
  await page.getByRole('button', { name: /選擇此門市/ }).first().click();
  const chosen = page.getByRole('dialog', { name: '已選擇的門市' });
  await expect(chosen.getByText('7-ELEVEN')).toBeVisible();
  await chosen.getByRole('button', { name: '使用此門市' }).click();
  await expect(chosen).toBeHidden();
  await expect(page.getByRole('region', { name: '配送方式' }).getByText('超商取貨')).toBeVisible();

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

test('a declined card leaves the order unpaid; 重新付款 with the test card pays it', async ({ page }, testInfo) => {
  await signedInWithOneLine(page, testInfo, 1);
  await placeHomeDeliveryOrder(page, '信用卡');
  await payByCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toContainText('交易失敗');
  await page.getByRole('link', { name: '返回訂單' }).or(page.getByRole('button', { name: '返回訂單' })).click();
  await expect(page.getByRole('heading', { level: 1, name: '付款未完成' })).toBeVisible();
  await page.getByRole('button', { name: '重新付款' }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: '訂單成立' })).toBeVisible();
  await expect(page.getByText(/末四碼 4242/)).toBeVisible();
});

test('a card that asks for 3-D Secure pays after the code', async ({ page }, testInfo) => {
  await signedInWithOneLine(page, testInfo, 2);
  await placeHomeDeliveryOrder(page, '信用卡');
  await payByCard(page, '4000 0000 0000 3220');
  await page.getByLabel('3D 驗證碼').fill('000000');
  await page.getByRole('button', { name: '確認', exact: true }).click();
  await expect(page.getByText('3D 驗證碼不正確')).toBeVisible();
  await page.getByLabel('3D 驗證碼').fill('123456');
  await page.getByRole('button', { name: '確認', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '訂單成立' })).toBeVisible();
});

test('ATM transfer: the virtual account and its deadline, then the (sandbox) transfer marks it paid', async ({ page }, testInfo) => {
  await signedInWithOneLine(page, testInfo, 3);
  await placeHomeDeliveryOrder(page, 'ATM 虛擬帳號');
  await expect(page.getByRole('heading', { level: 1, name: '訂單成立' })).toBeVisible();
  await expect(page.getByTestId('virtual-account')).toHaveText(/^\d{14}$/);
  await page.getByRole('button', { name: '模擬完成 ATM 轉帳' }).click();
  await expect(page.getByTestId('virtual-account')).toBeHidden();
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
