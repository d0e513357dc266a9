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

/** Holds every chunk but the entry's until `release` is called: a slow phone shows the server's page first. */
async function holdChunks(page: Page, path: string): Promise<() => void> {
  const entry = await entryFiles(page, path);
  let release = () => {};
  const gate = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/assets/*.js', async (route) => {
    if (!entry.has(route.request().url().replace(/.*\/assets\//, ''))) await gate;
    await route.continue();
  });
  return release;
}

test('what a parent types and submits before the page has hydrated is kept, and submitted once it has', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const release = await holdChunks(page, '/auth/forgot-password');
  await page.goto('/auth/forgot-password');
  await page.getByLabel('E-mail').fill(uniqueEmail(testInfo, 'early'));
  await page.getByRole('button', { name: '寄送重設連結' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  release();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(page.getByRole('status').filter({ hasText: '重設密碼連結已寄出' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a button a parent taps before the page has hydrated does what it says once it has', async ({ page }) => {
  const problems = watchConsole(page);
  const release = await holdChunks(page, '/groupbuy/14');
  await page.goto('/groupbuy/14');
  await page.getByRole('button', { name: '選擇規格', exact: true }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(page.getByRole('dialog').getByRole('radiogroup', { name: '規格' })).toBeVisible();
  expect(problems).toEqual([]);
});

/**
 * The page paints before its scripts are asked for: its text, and its largest image when it marks one,
 * get the connection first (pageChunks.ts). Only the entry and its static imports load beside them.
 */
for (const path of ['/market/14', '/qa/1']) {
  test(`${path} asks for its chunks only once it has painted`, async ({ page }) => {
    const entry = await entryFiles(page, path);
    await page.goto(path);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      const imageLoaded = image ? (resources.find((entry) => entry.name === image.currentSrc)?.responseEnd ?? Number.NaN) : 0;
      const scripts = resources.filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name)).map((entry) => ({ file: entry.name.replace(/.*\/assets\//, ''), start: entry.startTime }));
      return { paint, imageLoaded, scripts, inert: document.getElementById('page-chunks') !== null };
    });
    const chunks = timing.scripts.filter((script) => !entry.has(script.file));
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      expect(chunk.start).toBeGreaterThanOrEqual(timing.paint);
      expect(chunk.start).toBeGreaterThanOrEqual(timing.imageLoaded);
    }
    expect(timing.inert).toBe(false);
  });
}
