import { expect, test } from '@playwright/test';
import { gotoHydrated, watchConsole } from './support';
import { buyerOf, JSON_HEADERS, signedInWithOneLine } from './checkoutSupport';

/**
 * Issue 30: a returning parent's checkout starts filled in. Her last order (made here through the API) chose
 * a 7-ELEVEN as her default store and 超商取貨付款; the next 結帳 shows her buyer (mobile grouped), that store and
 * that payment, and one tap on 送出訂單 places the order.
 */
test('a returning parent checks out in one tap: buyer, default store and last payment preselected', async ({ page }, testInfo) => {
  const problems = watchConsole(page, [/40[14]/]);
  // Her own e-mail: the journeys after this one find their order mails by the member's address.
  const email = buyerOf(testInfo).email;
  const first = await signedInWithOneLine(page, testInfo, 11);
  const stores = (await (await page.request.get('/sandbox/store-map/stores?chain=seven&query=臺北市')).json()).data.stores as { store_id: string; name: string }[];
  const store = await page.request.post('/v1/destinations', {
    headers: JSON_HEADERS, data: { kind: 'cvs', recipient: '王小美', mobile: '0912-345-678', store_chain: 'seven', store_id: stores[0].store_id, is_default: true },
  });
  expect(store.ok()).toBe(true);
  const opened = (await (await page.request.post('/v1/checkouts', { headers: JSON_HEADERS, data: { option_ids: [first.option.id] } })).json()).data as { id: number };
  const ready = await page.request.patch(`/v1/checkouts/${opened.id}`, {
    headers: JSON_HEADERS,
    data: { buyer: { name: '王小美', mobile: '0912 345 678', email }, delivery_method: 'cvs', destination_id: (await store.json()).data.id, payment_method: 'cvs_cod' },
  });
  expect(ready.ok()).toBe(true);
  const placed = await page.request.post('/v1/orders', { headers: { ...JSON_HEADERS, 'idempotency-key': `remember-${testInfo.project.name}-${Date.now()}` }, data: { checkout_id: opened.id } });
  expect(placed.status()).toBe(201);

  await signedInWithOneLine(page, testInfo, 12);
  await gotoHydrated(page, '/groupbuy/shoppingcart');
  await page.getByRole('button', { name: '結帳', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '結帳' })).toBeVisible();
  await expect(page.getByRole('region', { name: '訂購人' })).toContainText('王小美・0912-345-678');
  await expect(page.getByRole('region', { name: '訂購人' })).toContainText(email);
  await expect(page.getByRole('region', { name: '配送方式' })).toContainText(stores[0].name);
  await expect(page.getByRole('region', { name: '付款方式' })).toContainText('超商取貨付款');
  await page.screenshot({ path: testInfo.outputPath('checkout-remembered.png'), fullPage: false });
  await page.getByRole('button', { name: '送出訂單' }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '訂單成立' })).toBeVisible();
  expect(problems).toEqual([]);
});
