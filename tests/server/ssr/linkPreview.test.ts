import sharp from 'sharp';
import { TEST_ORIGIN, type TestApp } from '../helpers/testApp';
import { createPageApp, fullLoad } from './pageApp';

/** What LINE's and Facebook's link-preview fetchers send. */
const PREVIEW_FETCHER = 'facebookexternalhit/1.1;line-poker/1.0';

describe('a link pasted into LINE shows a picture', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPageApp('sqlite');
  });
  afterAll(() => t.close());

  /** Reads the page's og:image as a previewer does and decodes it. */
  async function preview(path: string) {
    const html = (await fullLoad(t.app, path, { 'user-agent': PREVIEW_FETCHER })).body;
    const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    const declared = Number(/<meta property="og:image:width" content="(\d+)"/.exec(html)?.[1]);
    expect(url?.startsWith(`${TEST_ORIGIN}/`)).toBe(true);
    const image = await t.app.inject({ method: 'GET', url: url!.slice(TEST_ORIGIN.length), headers: { 'user-agent': PREVIEW_FETCHER } });
    expect(image.statusCode).toBe(200);
    const raster = sharp(image.rawPayload);
    const [meta, stats] = await Promise.all([raster.metadata(), raster.stats()]);
    return { url: url!, declared, type: image.headers['content-type'], meta, stats };
  }

  it.each([['a group-buy', '/groupbuy/1', '/images/share/gb/1.jpg'], ['a product', '/market/1', '/images/share/gb/'], ['an article', '/articles/1006', '/images/share/article/1006.jpg'], ['a guide', '/guide/1', '/images/share/guide/1.jpg']])(
    '%s gets a 1200×630 JPEG of its own picture',
    async (_what, path, image) => {
      const shown = await preview(path);
      expect(shown.url).toContain(image);
      expect(shown.type).toBe('image/jpeg');
      expect(shown.meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      expect(shown.declared).toBe(1200);
      // A drawing, not a flat colour: its channels vary.
      expect(Math.max(...shown.stats.channels.map((c) => c.stdev))).toBeGreaterThan(10);
    },
  );

  it('a question gets the shop\'s own share image, a PNG', async () => {
    const shown = await preview('/qa/1');
    expect(shown.meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('a share card of something the shop does not have is not found', async () => {
    for (const url of ['/images/share/gb/999999.jpg', '/images/share/article/1.jpg', '/images/share/members/1.jpg', '/images/share/gb/1.png']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBeGreaterThanOrEqual(400);
    }
  });
});
