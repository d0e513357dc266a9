import { expect, test } from '@playwright/test';
import { watchConsole } from './support';

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
