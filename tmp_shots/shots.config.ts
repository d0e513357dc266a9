import { defineConfig, devices } from '@playwright/test';
const launchOptions = { executablePath: '/usr/bin/chromium' };
export default defineConfig({
  testDir: '.', timeout: 120_000, workers: 1, outputDir: '/tmp/shots-results',
  use: { baseURL: 'http://localhost:3500', launchOptions },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions } },
  ],
});
