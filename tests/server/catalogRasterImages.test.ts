import sharp from 'sharp';
import { CATALOG_IMAGE_WIDTHS } from '../../src/domain/catalog/catalogImages';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

describe.each(dialects())('a group-buy picture rendered as WebP or AVIF (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.1 });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  // Renderings are kept in memory by URL: each database draws its own group-buys, so nothing comes from the other's run.
  const [gb, other] = dialect === 'sqlite' ? [2, 3] : [4, 5];

  it.each([['webp', 240], ['avif', 360], ['webp', 960]] as const)('answers %s at %i px wide, square, cached for a year', async (format, width) => {
    const image = await get(`/images/gb/${gb}-${width}.${format}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe(`image/${format}`);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: format === 'avif' ? 'heif' : 'webp', width, height: width });
  });

  it('renders every width the pages ask for', async () => {
    for (const width of CATALOG_IMAGE_WIDTHS) {
      const image = await get(`/images/gb/${other}-${width}.webp`);
      expect((await sharp(image.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('answers 404 for a width or format the pages never ask for, and for a group-buy the shop does not have', async () => {
    for (const url of [`/images/gb/${gb}-300.webp`, `/images/gb/${gb}-0.webp`, `/images/gb/${gb}-99999.avif`, `/images/gb/${gb}-360.png`,
      `/images/gb/${gb}-360.jpeg`, `/images/gb/${gb}-360.WEBP`, '/images/gb/999999-360.webp', '/images/gb/9999999999-360.webp']) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 404]);
    }
  });

  it('keeps the drawing itself at its own URL', async () => {
    const svg = await get(`/images/gb/${gb}.svg`);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });
});
