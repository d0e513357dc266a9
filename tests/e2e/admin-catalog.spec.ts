import { expect, test, type Page } from '@playwright/test';
import type { AdminProductDetailBody, AdminProductRow } from '../../contract/adminCatalog';
import { formatTwd } from '../../src/ui/format';
import { watchConsole } from './support';
import { staffSignIn } from './staffSupport';

/** Text the grid or MUI would show if a zh-TW locale were missing. */
const ENGLISH = /Rows per page|No rows|Loading|Columns|Filters|Density|\d+–\d+ of \d+/;

test.skip(({ isMobile }) => isMobile, 'the back office is a desktop tool');


/** An active product with priced options, and its detail (read through the desk's own endpoints). */
async function pricedProduct(page: Page): Promise<AdminProductDetailBody> {
  const list = (await (await page.request.get('/admin/api/products?page_size=50')).json()).data as { rows: AdminProductRow[] };
  for (const row of list.rows.filter((r) => r.status === 'active' && r.price > 100)) {
    const detail = (await (await page.request.get(`/admin/api/products/${row.id}`)).json()).data as AdminProductDetailBody;
    if (detail.options.every((o) => o.current_price > 100)) return detail;
  }
  throw new Error('no priced product among the first 50');
}

test('a 營運 changes an option\'s price and stock, and the product page shows the new price', async ({ page }, testInfo) => {
  // The refused save is a 400 the browser reports; nothing else may be.
  const problems = watchConsole(page, [/status of 400/]);
  await staffSignIn(page, 'operations', '/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: '商品管理' })).toBeVisible();
  await expect(page.getByRole('grid', { name: '商品管理' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(ENGLISH);
  await page.screenshot({ path: testInfo.outputPath('admin-products.png'), fullPage: true });

  const product = await pricedProduct(page);
  const option = product.options[0];
  await page.getByLabel('商品名稱或編號').fill(String(product.id));
  await page.getByRole('button', { name: '搜尋' }).click();
  await page.getByRole('link', { name: product.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: `商品明細 #${product.id}` })).toBeVisible();

  // A price above its 原價 is refused next to the field, and nothing is saved.
  await page.getByLabel(`${option.size} 售價`).fill(String(option.original_price + 1));
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByTestId(`option-${option.id}`)).toContainText('售價不能高於原價');
  await page.screenshot({ path: testInfo.outputPath('admin-product-refused.png'), fullPage: true });

  await page.getByLabel(`${option.size} 售價`).fill('37');
  await page.getByLabel(`${option.size} 優惠價（可留空）`).fill('');
  await page.getByLabel(`${option.size} 庫存`).fill('8');
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '已儲存商品' })).toBeVisible();
  await expect(page.getByTestId(`option-${option.id}`)).not.toContainText('售價不能高於原價');
  await page.screenshot({ path: testInfo.outputPath('admin-product-saved.png'), fullPage: true });

  // The shop's page (a cookie-less visitor's copy may be served from the micro-cache for a moment).
  await expect(async () => {
    await page.goto(product.shop_path);
    // NT$37 on its own (not the start of NT$370): the product's lowest price now.
    await expect(page.locator('body')).toContainText(new RegExp(`${formatTwd(37).replace('$', '\\$')}(?![\\d,])`), { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.screenshot({ path: testInfo.outputPath('shop-product-new-price.png') });
  expect(problems).toEqual([]);

  // The journeys share one demo shop: the product goes back to its price and stock for the ones after this.
  const restore = { title: product.title, is_adult_only: product.is_adult_only, options: product.options.map(({ size: _size, ...figures }) => figures) };
  const restored = await page.request.put(`/admin/api/products/${product.id}`, { headers: { platform: 'desktop', 'content-type': 'application/json' }, data: restore });
  expect(restored.ok()).toBe(true);
});

test('a 營運 checks a CSV before importing it: every refused row is listed and nothing changes', async ({ page }, testInfo) => {
  await staffSignIn(page, 'operations', '/admin/products');
  const csv = ['option_id,current_price,discount_price,original_price,stock,purchase_limit', '1,999999,,10,-1,3', '99999999,100,,200,5,3'].join('\n');
  await page.getByRole('button', { name: '匯入 CSV' }).click();
  const dialog = page.getByRole('dialog', { name: '匯入商品與庫存 CSV' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByRole('row').filter({ hasText: '售價（current_price）' })).toContainText('售價不能高於原價');
  await expect(dialog).toContainText('找不到這個規格編號');
  await expect(dialog.getByRole('button', { name: '確認匯入' })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('admin-products-import.png') });
});
