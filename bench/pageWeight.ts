import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { chromium, devices, type Browser } from 'playwright';
import { createRequire } from 'node:module';

/** The same test as `npm test`'s isolation check: a module of src/admin or @mui/x-* (scripts/adminIsolation.cjs). */
const { BACK_OFFICE } = createRequire(import.meta.url)('../scripts/adminIsolation.cjs') as { BACK_OFFICE: RegExp };

/** What one page loads until the network is idle, the way Lighthouse counts JavaScript. */
export interface PageWeight { gzipBytes: number; files: number; backOffice: string[]; heaviest?: { owner: string; kb: number }[] }

/** The modules of each chunk of the shop's build, as the build wrote them (vite.config.ts). */
function chunkModules(clientDir: string): Record<string, string[]> {
  const file = path.join(clientDir, '.vite', 'chunk-modules.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]> : {};
}

/**
 * Issue 31's proof that the back office costs a shopper nothing: each script a shopper page loaded that is served from
 * /admin/ or whose chunk holds a back-office module, as `path: module` (none: the page loaded no byte of it).
 */
export function backOfficeScripts(pathnames: string[], clientDir = process.env.CLIENT_DIR ?? 'dist/client'): string[] {
  const modules = chunkModules(clientDir);
  return pathnames.flatMap((pathname) => {
    if (pathname.startsWith('/admin/')) return [pathname];
    return (modules[pathname.replace(/^\//, '')] ?? []).filter((id) => BACK_OFFICE.test(id)).map((id) => `${pathname}: ${id}`);
  });
}

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Debian's Chromium, as the journeys run it. */
export const openBrowser = () => chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: FLAGS });

/** The build's trailing source-map comment is not part of what a shopper's build sends. */
const withoutSourceMapComment = (body: Buffer) => Buffer.from(body.toString('utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, ''));

/**
 * Every script a page loads in a Pixel 7's Chromium from its request until the network has been idle for 500 ms
 * and then until 3 s pass without a new script (what loads once the browser is idle counts too), gzip at level 9 as the first-load figures
 * always were. With `CHUNK_OWNERS=<client dir>` (a build with source maps) the bytes are shared out among the
 * packages and source folders they come from.
 */
export async function pageWeight(browser: Browser, url: string, cookie?: string): Promise<PageWeight> {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'zh-TW', timezoneId: 'Asia/Taipei' });
  if (cookie) {
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name, value: value.join('='), url }]);
  }
  const scripts = new Map<string, Promise<Buffer>>();
  const page = await context.newPage();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.set(response.url(), response.body().catch(() => Buffer.alloc(0)));
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    // What waits for the browser's idle time comes later on a busy host: done when 3 s pass without a new script.
    for (let seen = -1, round = 0; seen !== scripts.size && round < 10; round++) {
      seen = scripts.size;
      await page.waitForTimeout(3_000);
      await page.waitForLoadState('networkidle');
    }
    const bodies = new Map<string, Buffer>();
    for (const [source, body] of scripts) bodies.set(new URL(source).pathname, withoutSourceMapComment(await body));
    const gzipBytes = [...bodies.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    const owners = process.env.CHUNK_OWNERS ? chunkOwners(process.env.CHUNK_OWNERS, bodies) : undefined;
    return { gzipBytes, files: bodies.size, backOffice: backOfficeScripts([...bodies.keys()]), ...(owners ? { heaviest: owners } : {}) };
  } finally {
    await context.close();
  }
}

/** The gzip bytes of each file shared among its sources by the generated characters each maps to (as scripts/first-load.mjs does). */
function chunkOwners(clientDir: string, bodies: Map<string, Buffer>): { owner: string; kb: number }[] {
  const owners = new Map<string, number>();
  for (const [pathname, body] of bodies) {
    const mapFile = path.join(clientDir, `${pathname}.map`);
    const gz = gzipSync(body, { level: 9 }).length;
    if (!existsSync(mapFile)) {
      owners.set(pathname, (owners.get(pathname) ?? 0) + gz);
      continue;
    }
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
    charsPerSource(body.toString('utf8'), map).forEach((chars, source, all) => {
      const sum = [...all.values()].reduce((a, b) => a + b, 0) || 1;
      owners.set(source, (owners.get(source) ?? 0) + (gz * chars) / sum);
    });
  }
  return [...owners].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 12)).map(([owner, bytes]) => ({ owner, kb: Number((bytes / 1024).toFixed(1)) }));
}

const ownerOf = (source: string) => source.includes('node_modules/')
  ? source.replace(/.*node_modules\//, '').replace(/^((@[^/]+\/)?[^/]+).*/, '$1')
  : source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/(?=(src|contract)\/)/, '').replace(process.env.BY_FILE ? /^$/ : /^(src\/ui\/[^/]+\/[^/]+|src\/[^/]+|[^/]+).*/, '$1');

function charsPerSource(text: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const lines = text.split('\n');
  const chars = new Map<string, number>();
  decode(map.mappings).forEach((segments, line) => {
    segments.forEach((segment, i) => {
      if (segment.length < 4) return;
      const end = i + 1 < segments.length ? segments[i + 1][0] : (lines[line]?.length ?? 0);
      const owner = ownerOf(map.sources[segment[1] ?? 0]);
      chars.set(owner, (chars.get(owner) ?? 0) + Math.max(0, end - segment[0]));
    });
  });
  return chars;
}
