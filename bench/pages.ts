import { startServer, type RunningServer } from './server';
import { CALIBRATED_CPU_SLOWDOWN, lighthouseMedian } from './lighthouse';
import { openBrowser, pageWeight } from './pageWeight';
import { pageTypes } from './pageTypes';

/**
 * `npx tsx bench/pages.ts`: the JavaScript every page type loads in a phone's Chromium until the network is idle
 * (gzip), the visitor's pages as a visitor and the member's as the demo member. `BENCH_URLS=<url>[,<url>]` measures
 * servers already running (a build before and after a change, page by page in turn) instead of starting one;
 * `CHUNK_OWNERS=dist/client` (a build with source maps) adds the heaviest packages and folders of each page;
 * `LIGHTHOUSE=1` adds Lighthouse mobile of each page (signed in where the page needs it) (the middle of `LIGHTHOUSE_RUNS`, 3, at 4× and 6×).
 */
async function main() {
  const started: RunningServer | null = process.env.BENCH_URLS ? null : await startServer(3220);
  const urls = process.env.BENCH_URLS?.split(',') ?? [started!.url];
  const browser = await openBrowser();
  try {
    const sessions = await Promise.all(urls.map((url) => pageTypes(url)));
    const only = process.env.PAGES?.split(',');
    const rows: Record<string, unknown> = {};
    for (const name of Object.keys(sessions[0].pages).filter((page) => !only || only.includes(page))) {
      rows[name] = await Promise.all(urls.map(async (base, i) => {
        const { path, signedIn } = sessions[i].pages[name];
        // The browser asks the server by the name it knows itself by (PUBLIC_ORIGIN): its API refuses other origins.
        const weight = await pageWeight(browser, `${base.replace('127.0.0.1', 'localhost')}${path}`, signedIn ? sessions[i].cookie : undefined);
        return { path, ...weight, ...(process.env.LIGHTHOUSE === '1' ? lighthouseFigures(`${base}${path}`, signedIn ? sessions[i].cookie : undefined) : {}) };
      }));
      console.error(name, JSON.stringify((rows[name] as { gzipBytes: number }[]).map((row) => row.gzipBytes)));
    }
    console.log(JSON.stringify(rows, null, 2));
  } finally {
    await browser.close();
    started?.stop();
  }
}

function lighthouseFigures(url: string, cookie?: string) {
  const local = url.replace('127.0.0.1', 'localhost');
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  return { lighthouse: lighthouseMedian(local, undefined, runs, cookie), lighthouseCalibrated: lighthouseMedian(local, CALIBRATED_CPU_SLOWDOWN, runs, cookie) };
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
