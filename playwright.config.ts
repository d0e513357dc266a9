import { defineConfig, devices } from '@playwright/test';

/** E2E_PORT moves both servers (the journeys' and the dead-API one at +1), so worktrees can run side by side. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Point the journeys at a server you already run (e.g. `npm run dev`) instead of starting two. */
const external = process.env.E2E_BASE_URL;
const DEAD_API_PORT = PORT + 1;
const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};
const pixel = devices['Pixel 7'];

/** Journeys in Debian's Chromium against the production build on a fresh database. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: external ?? `http://localhost:${PORT}`,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', testIgnore: [/mobile-nav\.spec/, /in-app\.spec/], use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    { name: 'mobile', testIgnore: [/in-app\.spec/], use: { ...pixel, launchOptions: chromium } },
    {
      name: 'in-app',
      testMatch: /in-app\.spec\.ts/,
      use: { ...pixel, userAgent: `${pixel.userAgent} JiutuanApp/7.2.0 (android)`, launchOptions: chromium },
    },
  ],
  webServer: external ? [] : [
    {
      command: `node scripts/e2e-server.mjs ${PORT}`,
      url: `http://127.0.0.1:${PORT}/ping`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/e2e-server.mjs ${DEAD_API_PORT} --dead-api`,
      url: `http://127.0.0.1:${DEAD_API_PORT}/ping`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
