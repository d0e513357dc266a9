import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { isMobileProject } from './support';

interface Option { id: number; size: string; purchase_limit: number }
interface Product { id: number; title: string; status: string; options: Option[] }
interface Detail { id: number; status: string; is_adult_only: boolean; starts_at: number; ends_at: number; products: Product[] }

const HOUR = 3_600_000;
export const JSON_HEADERS = { platform: 'desktop', 'content-type': 'application/json' };

/** Live options with room to buy, in seed order; each journey takes its own so purchase limits never meet. */
export async function liveOptions(request: APIRequestContext): Promise<{ option: Option; product: Product }[]> {
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

export const AMY = { email: 'amy@example.com', password: 'jiutuan-demo-1' };
export const BEN = { email: 'ben@example.com', password: 'jiutuan-demo-2' };
/** Each project buys as its own demo member, so the coupons one uses up are still there for the other. */
export const buyerOf = (testInfo: TestInfo) => (isMobileProject(testInfo) ? BEN : AMY);
export const otherOf = (testInfo: TestInfo) => (isMobileProject(testInfo) ? AMY : BEN);

/** Other journeys sign in as the same demo members: a journey leaves their cart as it found it, empty. */
export async function emptyCart(page: Page) {
  const cart = (await (await page.request.get('/v2/shoppingcart')).json()).data as { lines: { option_id: number }[] };
  for (const line of cart.lines) await page.request.delete(`/v2/shoppingcart/items/${line.option_id}`, { headers: JSON_HEADERS, data: {} });
}

/** Signs in through the API (the page shares the cookies) and leaves exactly one line in the cart. */
export async function signedInWithOneLine(page: Page, testInfo: TestInfo, slot: number, quantity = 1) {
  const data = buyerOf(testInfo);
  expect((await page.request.post('/v2/member/login', { headers: JSON_HEADERS, data })).ok()).toBe(true);
  await emptyCart(page);
  const options = await liveOptions(page.request);
  const pick = options[(slot * 2 + (isMobileProject(testInfo) ? 1 : 0)) % options.length];
  expect((await page.request.post('/v3/shoppingcart', { headers: JSON_HEADERS, data: { group_id: 1, item_id: pick.option.id, number: quantity } })).ok()).toBe(true);
  return pick;
}

export async function openCheckoutThroughApi(page: Page): Promise<number> {
  const cart = (await (await page.request.get('/v2/shoppingcart')).json()).data as { lines: { option_id: number }[] };
  const response = await page.request.post('/v1/checkouts', { headers: JSON_HEADERS, data: { option_ids: cart.lines.map((l) => l.option_id) } });
  const id = (await response.json()).data.id as number;
  await page.goto(`/groupbuy/pay/v2/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: '結帳' })).toBeVisible();
  return id;
}

export async function fillBuyerMobile(page: Page) {
  await page.getByRole('button', { name: '編輯訂購人' }).or(page.getByRole('link', { name: '編輯訂購人' })).click();
  const dialog = page.getByRole('dialog', { name: '編輯訂購人' });
  await dialog.getByLabel('手機號碼').fill('0912');
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(dialog.getByText('手機號碼須為 09 開頭的 10 碼數字')).toBeVisible();
  await dialog.getByLabel('手機號碼').fill('0912 345 678');
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('0912-345-678').first()).toBeVisible();
}

export async function addHomeAddress(page: Page) {
  await page.getByRole('link', { name: '變更配送方式' }).click();
  const delivery = page.getByRole('dialog', { name: '配送方式' });
  // The checkout may start with the store of the last order: a parent switches to home delivery first.
  await delivery.getByRole('radio', { name: /^宅配/ }).click();
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

export async function choosePayment(page: Page, label: string) {
  await page.getByRole('link', { name: '變更付款方式' }).click();
  const dialog = page.getByRole('dialog', { name: '付款方式' });
  await dialog.getByRole('radio', { name: label }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: '付款方式' }).getByText(label)).toBeVisible();
}

/** A checkout from the cart, a mobile number, a new home address, the payment, and 送出訂單. */
export async function placeHomeDeliveryOrder(page: Page, payment: string) {
  await openCheckoutThroughApi(page);
  await fillBuyerMobile(page);
  await addHomeAddress(page);
  await choosePayment(page, payment);
  await page.getByRole('button', { name: '送出訂單' }).click();
}

/** The hand-off page has posted the trade to the gateway: the demo's local NewebPay MPG page, its test cards listed. */
export async function onGatewayPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: '藍新金流 測試付款頁' })).toBeVisible();
}

/** Types the card on the gateway's page (never on the shop's) and pays; the gateway then posts the browser back to the order. */
export async function payByCard(page: Page, number: string) {
  await onGatewayPage(page);
  await page.getByLabel('信用卡號碼').fill(number);
  await page.getByRole('button', { name: '確認付款' }).click();
}

/** ATM on the gateway's page: it issues the virtual account and posts it back to the order. */
export async function takeAtmAccount(page: Page) {
  await onGatewayPage(page);
  await page.getByRole('button', { name: '取得轉帳帳號' }).click();
}
