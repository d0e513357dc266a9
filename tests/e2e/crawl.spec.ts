import { writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Every same-origin link a signed-in demo member can reach from the home page answers: no 404,
 * no 5xx. Pages are fetched with the request context and their <a href>s parsed (no browser
 * render), each path shape (numbers replaced) a few times, on the desktop and phone layouts.
 */

const VISITS_PER_SHAPE = 3;
const MAX_PAGES = 400;
const PARALLEL = 6;
/** Not pages: files, the JSON API, and links that would end the member's session. */
const SKIP = /^\/(api|v\d+|resource|images|assets|static|dev\/mailbox\.json)(\/|$)|\.(svg|png|jpe?g|webp|ico|js|css|json|xml|txt|webmanifest)$|logout|sign-out/;

const shapeOf = (path: string) => path.replace(/\/\d+(?=\/|$|\?)/g, '/:n').replace(/=\d+/g, '=:n');

function linksOf(html: string, base: URL): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = match[1].replace(/&amp;/g, '&');
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript|line):/i.test(href)) continue;
    const url = new URL(href, base);
    if (url.origin !== base.origin || SKIP.test(url.pathname)) continue;
    found.push(url.pathname + url.search);
  }
  return found;
}

async function signInAsAmy(request: APIRequestContext) {
  const response = await request.post('/v2/member/login', { headers: { platform: 'desktop' }, data: { email: 'amy@example.com', password: 'jiutuan-demo-1' } });
  expect(response.status(), 'the demo member signs in').toBe(200);
}

interface Visit { path: string; status: number; from: string }

async function crawl(request: APIRequestContext, origin: URL): Promise<Visit[]> {
  const visits: Visit[] = [];
  // The member home too: the header's member menu and the 會員 tab reach it through script, not a plain link.
  const starts = ['/', '/member/profile'];
  const seen = new Set<string>(starts);
  const perShape = new Map<string, number>(starts.map((path) => [shapeOf(path), 1]));
  let queue: { path: string; from: string }[] = starts.map((path) => ({ path, from: '(start)' }));
  while (queue.length > 0 && visits.length < MAX_PAGES) {
    const batch = queue.slice(0, PARALLEL);
    queue = queue.slice(PARALLEL);
    const pages = await Promise.all(batch.map(async ({ path, from }) => {
      const response = await request.get(path, { maxRedirects: 5 });
      const type = response.headers()['content-type'] ?? '';
      return { path, from, status: response.status(), html: type.includes('text/html') ? await response.text() : '' };
    }));
    for (const page of pages) {
      visits.push({ path: page.path, status: page.status, from: page.from });
      for (const link of linksOf(page.html, new URL(page.path, origin))) {
        const shape = shapeOf(link);
        if (seen.has(link) || (perShape.get(shape) ?? 0) >= VISITS_PER_SHAPE) continue;
        seen.add(link);
        perShape.set(shape, (perShape.get(shape) ?? 0) + 1);
        queue.push({ path: link, from: page.path });
      }
    }
  }
  return visits;
}

test('every link a signed-in member can reach answers, without 404 or server errors', async ({ request, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  await signInAsAmy(request);
  const visits = await crawl(request, new URL(baseURL!));
  await testInfo.attach('crawl.json', { body: JSON.stringify(visits, null, 1), contentType: 'application/json' });
  writeFileSync(testInfo.outputPath('crawl.json'), JSON.stringify(visits, null, 1));
  const broken = visits.filter((v) => v.status === 404 || v.status >= 500);
  expect(broken.map((v) => `${v.status} ${v.path} (linked from ${v.from})`), 'links that are broken').toEqual([]);
  // The member area is reached too: every member route answers with its page.
  expect(visits.filter((v) => v.path.startsWith('/member')).length, 'member pages were crawled').toBeGreaterThan(3);
  expect(visits.length, 'the crawl reached the shop beyond the home page').toBeGreaterThan(50);
});
