import { expect, test, type Page } from '@playwright/test';
import { isMobileProject, watchConsole } from './support';

async function signInAsAmy(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail').fill('amy@example.com');
  await dialog.getByLabel('密碼').fill('jiutuan-demo-1');
  await dialog.getByRole('button', { name: '登入', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Opens a page and waits until it is hydrated, so clicks reach React, not the plain HTML form. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

const qaNav = (page: Page) => page.getByRole('navigation', { name: '討論區分類' });

test('a parent browses a category, one of its tags, then a question; the nav follows', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await open(page, '/qa');
  await expect(page.getByRole('heading', { level: 1, name: '育兒討論區' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '最新問題' })).toBeVisible();
  if (isMobileProject(testInfo)) {
    await expect(qaNav(page)).toHaveCSS('height', '50px');
    await qaNav(page).getByRole('button', { name: /分類/ }).click();
    await page.getByRole('dialog').getByRole('link', { name: '哺乳' }).click();
  } else {
    await qaNav(page).getByRole('link', { name: '哺乳' }).click();
  }
  await expect(page).toHaveURL(/\/qa\/categories\/5$/);
  await expect(page.getByRole('heading', { level: 1, name: '哺乳' })).toBeVisible();
  await expect(qaNav(page).getByRole('link', { name: '哺乳' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('navigation', { name: '哺乳・情境標籤' }).getByRole('link', { name: '#追奶' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '#追奶' })).toBeVisible();
  await expect(qaNav(page).getByRole('link', { name: '哺乳' })).toHaveAttribute('aria-current', 'page');
  const first = page.getByRole('main').getByRole('heading', { level: 3 }).first();
  const title = (await first.textContent())!;
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(qaNav(page).getByRole('link', { name: '哺乳' })).toHaveAttribute('aria-current', 'page');
  if (isMobileProject(testInfo)) await expect(page.getByRole('navigation', { name: '底部選單' }).getByRole('link', { name: '討論' })).toHaveAttribute('aria-current', 'page');
  expect(problems).toEqual([]);
});

test('a signed-out parent answers (the text survives signing in) and likes an answer', async ({ page }) => {
  await open(page, '/qa/categories/8');
  await page.getByRole('main').getByRole('heading', { level: 3 }).first().getByRole('link').click();
  const answer = `我家也是這樣，試試固定睡前儀式 ${Date.now()}`;
  await page.getByLabel('你的回答').fill(answer);
  await page.getByRole('button', { name: '送出回答' }).click();
  await signInAsAmy(page);
  await expect(page.getByLabel('你的回答')).toHaveValue(answer);
  await page.getByRole('button', { name: '送出回答' }).click();
  await expect(page.getByText('已送出回答')).toBeVisible();
  const mine = page.getByRole('listitem').filter({ hasText: answer });
  await expect(mine).toBeVisible();
  await expect(page.getByLabel('你的回答')).toHaveValue('');
  const like = mine.getByRole('button', { name: /讚/ });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText('已讚 1');
});

test('a parent asks a question: zh-TW validation, a draft kept across a reload and a sign-in, then the new question page', async ({ page }) => {
  await open(page, '/qa/post');
  await expect(page.getByRole('heading', { level: 1, name: '發問' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '討論區分類' })).toHaveCount(0);
  await page.getByRole('button', { name: '發布問題' }).click();
  await expect(page.getByText('請輸入問題標題')).toBeVisible();
  await expect(page.getByText('請選擇問題分類')).toBeVisible();
  const title = `寶寶七個月夜奶好頻繁 ${Date.now() % 100000}`;
  await page.getByLabel('問題標題').fill(title);
  await page.getByLabel('問題內容').fill('寶寶七個月，晚上還是每兩三小時要喝奶，想知道大家怎麼慢慢戒夜奶。');
  await page.getByLabel('分類').selectOption({ label: '寶寶睡眠' });
  await page.getByRole('button', { name: '#夜醒' }).click();
  await page.getByLabel('寶寶的年齡階段').selectOption({ label: '6–12 個月' });
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('已為你帶回上次沒寫完的草稿')).toBeVisible();
  await expect(page.getByLabel('問題標題')).toHaveValue(title);
  await page.getByRole('button', { name: '發布問題' }).click();
  await signInAsAmy(page);
  await expect(page.getByLabel('問題標題')).toHaveValue(title);
  await page.getByRole('button', { name: '發布問題' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/qa\/\d+$/);
  await expect(page.getByRole('navigation', { name: '討論區分類' }).getByRole('link', { name: '寶寶睡眠' })).toHaveAttribute('aria-current', 'page');
});

test('a parent searches the forum with suggestions', async ({ page }) => {
  await open(page, '/qa');
  // The forum's own box (a desktop header also has the mall's).
  const box = page.getByRole('main').getByRole('combobox');
  await box.fill('追奶');
  await expect(page.getByRole('main').getByRole('listbox').getByRole('option').first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/qa\/search\?query=/);
  await expect(page.getByRole('heading', { level: 1, name: '「追奶」的討論' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
});

test('unknown categories, tags and questions are the 404 page', async ({ page }) => {
  for (const path of ['/qa/categories/999', '/qa/tags/9999', '/qa/99999999', '/qa/categories/abc']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
  }
});
