import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail, watchConsole } from './support';

/**
 * The five first-paint page types (issue 12's budgets) hydrate from their first-load chunks
 * (`boot`, `page-<area>`, the page's own) without a console error or a hydration warning.
 */
for (const path of ['/', '/mall/all', '/groupbuy/1', '/market/14', '/qa/1']) {
  test(`${path} hydrates without warnings`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(path);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

/** The entry and the files it imports statically (what runs before React's chunks are fetched). */
async function entryFiles(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text();
  const entry = /<script[^>]+type="module"[^>]+src="\/assets\/([^"]+)"/.exec(html)?.[1];
  const files = new Set<string>();
  const visit = async (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const code = await (await page.request.get(`/assets/${file}`)).text();
    for (const match of code.matchAll(/import\s*(?:[\w{},\s$]+from\s*)?"\.\/([\w-]+\.js)"/g)) await visit(match[1]);
  };
  if (entry) await visit(entry);
  return files;
}

test('what a parent types and submits before the page has hydrated is kept, and submitted once it has', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  // React's chunks wait until the form is filled in and sent: a slow phone shows the server's form first.
  const entry = await entryFiles(page, '/auth/forgot-password');
  let release = () => {};
  const gate = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/assets/*.js', async (route) => {
    if (!entry.has(route.request().url().replace(/.*\/assets\//, ''))) await gate;
    await route.continue();
  });
  await page.goto('/auth/forgot-password');
  await page.getByLabel('E-mail').fill(uniqueEmail(testInfo, 'early'));
  await page.getByRole('button', { name: '寄送重設連結' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  release();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(page.getByRole('status').filter({ hasText: '重設密碼連結已寄出' })).toBeVisible();
  expect(problems).toEqual([]);
});
