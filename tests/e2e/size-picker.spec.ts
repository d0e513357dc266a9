import { expect, test } from '@playwright/test';
import { watchConsole } from './support';

interface Option { id: number; size: string; purchase_limit: number }
interface Product { id: number; title: string; status: string; options: Option[] }
interface Detail { id: number; status: string; is_adult_only: boolean; starts_at: number; ends_at: number; products: Product[]; stats?: { review_count: number } }

const HOUR = 3_600_000;
const isLive = (d: Detail) => d.status === 'open' && d.starts_at < Date.now() - HOUR && d.ends_at > Date.now() + HOUR;
/** A product whose sizes differ, two of them in stock: the case where a preselected size invites a wrong order. */
const sized = (p: Product) => p.status === 'active' && new Set(p.options.map((o) => o.size)).size > 1 && p.options.filter((o) => o.purchase_limit > 0).length >= 2;

test('with differing sizes nothing is preselected: the button asks for a size, each size shows its 限購, then the parent adds the one chosen (issue 30)', async ({ page, request }) => {
  const problems = watchConsole(page, [/401/]);
  let product: Product | undefined;
  for (let id = 1; id <= 120 && !product; id++) {
    const response = await request.get(`/v3/shopping/groupbuy/${id}`);
    if (!response.ok()) continue;
    const detail = (await response.json()).data as Detail;
    if (isLive(detail) && !detail.is_adult_only) product = detail.products.find(sized);
  }
  if (!product) throw new Error('no group-buy with differing sizes in the seed');
  await page.goto(`/market/${product.id}`);
  const panel = page.getByTestId(`option-panel-${product.id}`);
  const sizes = panel.getByRole('radio');
  await expect(sizes).toHaveCount(product.options.length);
  for (const radio of await sizes.all()) await expect(radio).toHaveAttribute('aria-checked', 'false');
  const inStock = product.options.filter((o) => o.purchase_limit > 0);
  await expect(panel.getByRole('radio', { name: inStock[1].size, exact: true })).toContainText(`限購 ${inStock[1].purchase_limit} 件`);
  await panel.getByRole('button', { name: '請選擇尺寸' }).click();
  await expect(panel.getByRole('radio', { name: inStock[0].size, exact: true })).toBeFocused();
  await expect(panel.getByRole('button', { name: '加入購物車' })).toHaveCount(0);
  await panel.getByRole('radio', { name: inStock[1].size, exact: true }).click();
  await expect(panel.getByRole('radio', { name: inStock[1].size, exact: true })).toHaveAttribute('aria-checked', 'true');
  await panel.getByRole('button', { name: '加入購物車' }).click();
  // A visitor is asked to sign in: the add waits for the account, with the size the parent chose.
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the product page shows its stars, 則評價 linking to the review page, and the best reviews (issue 30)', async ({ page, request }) => {
  let found: { detail: Detail; product: Product } | undefined;
  for (let id = 1; id <= 120 && !found; id++) {
    const response = await request.get(`/v3/shopping/groupbuy/${id}`);
    if (!response.ok()) continue;
    const detail = (await response.json()).data as Detail;
    const product = detail.products.find((p) => p.status === 'active');
    if (!detail.is_adult_only && (detail.stats?.review_count ?? 0) >= 2 && product) found = { detail, product };
  }
  if (!found) throw new Error('no reviewed group-buy in the seed');
  await page.goto(`/groupbuy/${found.detail.id}`);
  const figures = page.getByTestId('page-figures');
  await expect(figures.getByRole('link', { name: `${found.detail.stats!.review_count} 則評價` })).toHaveAttribute('href', `/groupbuy/${found.detail.id}/review`);
  await expect(page.getByTestId('best-reviews').getByRole('listitem').first()).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.join('')).toContain('"AggregateRating"');
  await page.screenshot({ path: test.info().outputPath('groupbuy-figures.png'), fullPage: false });
  await page.goto(`/market/${found.product.id}`);
  await expect(page.getByTestId('page-figures')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('item-figures.png'), fullPage: false });
});
