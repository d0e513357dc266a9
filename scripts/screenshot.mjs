// Developer aid: `node scripts/screenshot.mjs URL out.png [desktop|mobile|app]` — a look at a page in Debian's Chromium.
import { chromium, devices } from '@playwright/test';

const [url, out = 'screenshot.png', kind = 'desktop'] = process.argv.slice(2);
const pixel = devices['Pixel 7'];
const contexts = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: pixel,
  app: { ...pixel, userAgent: `${pixel.userAgent} JiutuanApp/7.2.0 (android)` },
};
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await (await browser.newContext({ ...contexts[kind], locale: 'zh-TW' })).newPage();
page.on('console', (message) => message.type() === 'error' && console.log('console error:', message.text()));
page.on('pageerror', (error) => console.log('page error:', error.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await browser.close();
