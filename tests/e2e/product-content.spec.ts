import { expect, test } from '@playwright/test';
import { emptyCart, openCheckoutThroughApi, signedInWithOneLine } from './checkoutSupport';

const HOUR = 3_600_000;

interface Detail {
  id: number; status: string; is_adult_only: boolean; starts_at: number; ends_at: number;
  content?: { size_guide: string | null }; shipping?: { promise: string }; products: { id: number; status: string }[];
}

test('a card promises the same shipping as its group-buy page', async ({ page }) => {
  await page.goto('/mall/all');
  const card = page.getByRole('article').filter({ has: page.getByTestId('card-shipping') }).first();
  const promise = (await card.getByTestId('card-shipping').textContent())!;
  expect(promise).toMatch(/個工作天內出貨・/);
  await card.getByRole('link').first().click();
  await expect(page.getByTestId('shipping-promise')).toHaveText(promise);
  await expect(page.getByTestId('shipping-promise-detail')).toHaveText(promise);
});

test('the group-buy page, the cart and the checkout say one shipping promise', async ({ page }, testInfo) => {
  const pick = await signedInWithOneLine(page, testInfo, 11);
  try {
    const item = (await (await page.request.get(`/v3/shopping/item/${pick.product.id}`)).json()).data as { group_buy: Detail };
    const promise = item.group_buy.shipping!.promise;
    await page.goto(`/groupbuy/${item.group_buy.id}`);
    await expect(page.getByTestId('shipping-promise')).toHaveText(promise);
    await page.goto('/groupbuy/shoppingcart');
    await expect(page.getByTestId('cart-shipping-promise')).toContainText(promise);
    await openCheckoutThroughApi(page);
    await expect(page.getByTestId('checkout-shipping-promise')).toContainText(promise);
  } finally {
    await emptyCart(page);
  }
});

test('a parent finds the spec table and the size guide of a diaper from its option panel', async ({ page }) => {
  let diaper: Detail | undefined;
  for (let id = 1; id <= 200 && !diaper; id++) {
    const response = await page.request.get(`/v3/shopping/groupbuy/${id}`);
    if (!response.ok()) continue;
    const d = (await response.json()).data as Detail;
    const live = d.status === 'open' && !d.is_adult_only && d.starts_at < Date.now() - HOUR && d.ends_at > Date.now() + HOUR;
    if (live && d.content?.size_guide === 'diaper' && d.products.some((p) => p.status === 'active')) diaper = d;
  }
  expect(diaper).toBeDefined();
  await page.goto(`/market/${diaper!.products.find((p) => p.status === 'active')!.id}`);
  const specs = page.getByRole('region', { name: '商品規格' });
  await expect(specs.getByRole('rowheader', { name: '適用體重' })).toBeVisible();
  await expect(page.getByRole('radio').first()).toHaveText(/kg/);
  const guideLink = page.getByRole('link', { name: '尺寸表：紙尿褲尺寸表（依體重）' }).first();
  await guideLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/size-guide\/diaper$/);
  await expect(page.getByRole('heading', { level: 1, name: '紙尿褲尺寸表（依體重）' })).toBeVisible();
  const table = page.getByRole('table', { name: '紙尿褲尺寸表（依體重）' });
  await expect(table.getByRole('columnheader', { name: '適用體重' })).toBeVisible();
  await expect(table.getByRole('row', { name: /M 6-11kg/ })).toBeVisible();
});

test('an unknown size guide is the not-found page', async ({ page }) => {
  const response = await page.goto('/size-guide/hats');
  expect(response?.status()).toBe(404);
});
