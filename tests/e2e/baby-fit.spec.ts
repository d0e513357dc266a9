import { expect, test } from '@playwright/test';
import { JSON_HEADERS, buyerOf } from './checkoutSupport';
import { gotoHydrated } from './support';

/** Issue 30: the babies a member keeps are used — home's 適合寶寶 row, and 「適合 … 」 on the product page. */

test('a member with a baby has the 適合寶寶 row on home, server-rendered; a visitor has none', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '最新團購' })).toBeVisible();
  await expect(page.locator('#home-baby-picks')).toHaveCount(0);

  // Amy (desktop) keeps 小芽 of about 1 歲 2 個月, Ben (phone) 阿布 of about 5 months: the seed's babies.
  const buyer = buyerOf(testInfo);
  expect((await page.request.post('/v2/member/login', { headers: JSON_HEADERS, data: buyer })).ok()).toBe(true);
  const babies = (await (await page.request.get('/v1/member/babies')).json()).data.babies as { name: string }[];
  const youngestBorn = buyer.email.startsWith('amy') ? '小芽' : '阿布';
  expect(babies.map((b) => b.name)).toContain(youngestBorn);
  await gotoHydrated(page, '/');
  const row = page.getByRole('region', { name: `適合${youngestBorn}的商品` });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('baby-picks-age')).toHaveText(/個月|歲/);
  // The heading under the sticky header, for the picture.
  await row.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 120));
  await page.screenshot({ path: testInfo.outputPath('home-baby-row.png') });
  const more = row.getByRole('link', { name: /看更多/ });
  await expect(more).toHaveAttribute('href', /\/mall\/all\?age=(0-6m|6-12m|1-2y)/);

  // A card of the row opens its page, which says the ages it suits.
  const card = row.locator('a[href^="/groupbuy/"]').first();
  const href = (await card.getAttribute('href'))!;
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('age-fit')).toHaveText(/^適合 \d+( 個月)?-\d+ (個月|歲)$|^適合 \d+ (個月|歲)以上$/);
  await page.reload();
  await expect(page.getByTestId('age-fit')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('groupbuy-age-fit.png') });
});
