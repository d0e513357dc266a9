import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { isMobileProject } from './support';

const RENDERING = /\/images\/gb\/\d+-(\d+)\.(webp|avif)$/;

test('a phone loads the first card’s picture as WebP or AVIF, the smallest width that fills it sharply', async ({ page }, testInfo) => {
  test.skip(!isMobileProject(testInfo), 'a phone’s screen and pixel ratio');
  const picture = page.waitForResponse((response) => RENDERING.test(new URL(response.url()).pathname));
  await page.goto('/');
  const response = await picture;
  expect(response.headers()['content-type']).toMatch(/^image\/(webp|avif)$/);
  const first = page.locator('article img').first();
  await expect(first).toHaveJSProperty('complete', true);
  const shown = await first.evaluate((img: HTMLImageElement) => ({
    url: new URL(img.currentSrc).pathname, cssWidth: img.getBoundingClientRect().width, ratio: window.devicePixelRatio,
  }));
  // The card shows the file the phone fetched (the largest-paint preload named the same), and it is as wide as its name says.
  expect(shown.url).toBe(new URL(response.url()).pathname);
  const width = Number(RENDERING.exec(shown.url)?.[1]);
  expect((await sharp(await response.body()).metadata()).width).toBe(width);
  // Sharp: at least as many pixels as the card shows; not wasteful: the next smaller rendering would not have been.
  const needed = shown.cssWidth * shown.ratio;
  expect(width).toBeGreaterThanOrEqual(needed);
  const widths = [240, 360, 480, 720, 960];
  expect(widths[widths.indexOf(width) - 1] ?? 0).toBeLessThan(needed);
});
