import { expect, type Page, type TestInfo } from '@playwright/test';

export const isMobileProject = (testInfo: TestInfo) => testInfo.project.name !== 'desktop';

/**
 * Console errors and hydration warnings the page logged; a clean page logs none. A refused
 * sign-in (401) is logged by the browser itself as a failed resource, so `expected` lists it.
 */
export function watchConsole(page: Page, expected: RegExp[] = []): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if ((message.type() === 'error' || /hydrat/i.test(text)) && !expected.some((pattern) => pattern.test(text))) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The verification link of the newest mail to `email`, read from the dev mailbox like a tester would. */
export async function verificationLinkFor(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const response = await page.request.get('/dev/mailbox.json');
    const body = (await response.json()) as { data: { to: string; text: string }[] };
    const mail = body.data.find((item) => item.to.includes(email));
    link = mail?.text.match(/https?:\/\/\S+\/auth\/verify-email\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return link!;
}

export const uniqueEmail = (testInfo: TestInfo, label: string) =>
  `${label}-${testInfo.project.name}-${Date.now()}-${testInfo.repeatEachIndex}@example.com`;

export async function openLoginDialog(page: Page, testInfo: TestInfo) {
  const label = isMobileProject(testInfo) ? '登入' : '登入 / 註冊';
  await page.getByRole('banner').getByRole('button', { name: label, exact: true }).click();
  return page.getByRole('dialog');
}

/** Opens a page and waits until React has hydrated it (AppProviders marks `<html data-hydrated>`). */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
