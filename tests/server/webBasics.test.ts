import sharp from 'sharp';
import { call } from './helpers/api';
import { createTestApp, dialects, TEST_ORIGIN, type TestApp } from './helpers/testApp';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe.each(dialects())('what crawlers and home screens expect, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05 });
  });
  afterAll(() => t.close());

  const get = (url: string) => call(t.app, 'GET', url);

  it('robots.txt keeps crawlers off members\' pages and buying steps, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Disallow: /member\n');
    expect(response.body).toContain('Disallow: /groupbuy/shoppingcart\n');
    expect(response.body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });

  it('the sitemap index lists a file per kind, and each file lists pages that render', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    const files = locs(index.body);
    expect(files.map((url) => url.replace(TEST_ORIGIN, ''))).toEqual(['/sitemaps/groupbuys-1.xml', '/sitemaps/products-1.xml', '/sitemaps/questions-1.xml', '/sitemaps/articles-1.xml', '/sitemaps/guides-1.xml']);
    const groupBuys = locs((await get('/sitemaps/groupbuys-1.xml')).body);
    expect(groupBuys.length).toBeGreaterThan(0);
    expect(groupBuys[0]).toMatch(new RegExp(`^${TEST_ORIGIN}/groupbuy/\\d+$`));
    const articles = (await get('/sitemaps/articles-1.xml')).body;
    expect(locs(articles)).toContain(`${TEST_ORIGIN}/articles/1006`);
    expect(articles).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it('every URL of every sitemap file is a page whose data the shop serves', async () => {
    const api: Record<string, (id: string) => string> = {
      groupbuy: (id) => `/v3/shopping/groupbuy/${id}`, market: (id) => `/v3/shopping/item/${id}`, qa: (id) => `/v1/qa/questions/${id}`,
      articles: (id) => `/v1/explore/articles/${id}`, guide: (id) => `/v1/explore/guides/${id}`,
    };
    for (const file of locs((await get('/sitemap.xml')).body)) {
      const pages = locs((await get(file.replace(TEST_ORIGIN, ''))).body);
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) {
        const [, kind, id] = /^\/([a-z]+)\/(\d+)$/.exec(page.replace(TEST_ORIGIN, ''))!;
        expect([page, (await get(api[kind](id))).statusCode]).toEqual([page, 200]);
      }
    }
  });

  it('leaves adult-only group-buys out (their pages are noindex)', async () => {
    const adult = await t.db.selectFrom('group_buys').select('id').where('is_adult_only', '=', 1).where('status', '=', 'open').execute();
    expect(adult.length).toBeGreaterThan(0);
    const listed = locs((await get('/sitemaps/groupbuys-1.xml')).body);
    for (const { id } of adult) expect(listed).not.toContain(`${TEST_ORIGIN}/groupbuy/${id}`);
  });

  it('an unknown sitemap file or a page past the end is not found', async () => {
    for (const path of ['/sitemaps/members-1.xml', '/sitemaps/groupbuys-2.xml', '/sitemaps/groupbuys-0.xml']) expect((await get(path)).statusCode).toBe(404);
  });

  it('serves the icons as real images of the sizes they claim', async () => {
    const touch = await get('/apple-touch-icon.png');
    expect(touch.headers['content-type']).toBe('image/png');
    expect(await sharp(touch.rawPayload).metadata()).toMatchObject({ format: 'png', width: 180, height: 180 });
    const ico = (await get('/favicon.ico')).rawPayload;
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(3);
    const manifest = (await get('/manifest.webmanifest')).json() as { name: string; icons: { src: string; sizes: string }[] };
    expect(manifest.name).toBe('寶貝揪團');
    for (const icon of manifest.icons) {
      const meta = await sharp((await get(icon.src)).rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
  });

  it('security.txt says where to report and expires in the future (RFC 9116)', async () => {
    const body = (await get('/.well-known/security.txt')).body;
    expect(body).toMatch(/^Contact: mailto:security@localhost$/m);
    const expires = Date.parse(/^Expires: (.+)$/m.exec(body)![1]);
    expect(expires).toBeGreaterThan(Date.now());
  });
});
