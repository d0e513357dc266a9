import { expect, test } from '@playwright/test';
import { isMobileProject, watchConsole } from './support';

test('the home page arrives server-rendered with seeded group-buys and meta', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="zh-Hant-TW">');
  expect(html).toContain('<title>寶貝揪團｜媽咪寶寶好物限時團購推薦</title>');
  expect(html).toMatch(/<meta property="og:image:width" content="1200"/);
  expect(html).toContain('application/ld+json');
  expect(html).toContain('最新團購');
  expect(html).toMatch(/NT\$[\d,]+/);
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('the home page hydrates without warnings and shows the right shell', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '最新團購' })).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
  const mobile = isMobileProject(testInfo);
  await expect(page.getByRole('navigation', { name: mobile ? '底部選單' : '主選單' })).toBeVisible();
  if (mobile) {
    await expect(page.getByTestId('bottom-nav')).toBeVisible();
  } else {
    await expect(page.getByRole('button', { name: '線上客服' })).toBeVisible();
  }
  await expect(page.getByText('客服時間：週一至週五 9:30-12:00、14:00-17:30').first()).toBeAttached();
  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: false });
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('static pages render their copy', async ({ page }) => {
  for (const [path, heading] of [
    ['/about', '關於寶貝揪團'],
    ['/about?section=jobs', '人才招募'],
    ['/about?section=report', '媒體報導'],
    ['/terms', '服務條款'],
    ['/privacy', '隱私權政策'],
    ['/app', '下載寶貝揪團 App'],
    ['/brand-resource', '品牌合作資源'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});
