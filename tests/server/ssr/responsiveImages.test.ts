import sharp from 'sharp';
import { dialects, type TestApp } from '../helpers/testApp';
import { createPageApp, fullLoad } from './pageApp';

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WIDTHS = [240, 360, 480, 720, 960];

const imgTags = (html: string) => html.match(/<img [^>]*>/g) ?? [];
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
/** The largest-paint preload at the top of the head (lcpImagePreload), before the scripts. */
const headPreload = (html: string) => /<link rel="preload" as="image" [^>]*>/.exec(html.slice(0, html.indexOf('</head>')))![0];
const srcSetOf = (id: string) => WIDTHS.map((w) => `/images/gb/${id}-${w}.webp ${w}w`).join(', ');

describe.each(dialects())('catalog pictures at their real sizes (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPageApp(dialect);
  });
  afterAll(() => t.close());

  const page = async (url: string) => (await fullLoad(t.app, url, { 'user-agent': PHONE_UA })).body;

  it('gives every card a WebP srcset, the grid’s sizes and a square size; the first loads first, those below wait', async () => {
    const html = await page('/');
    const cards = imgTags(html).filter((tag) => /\/images\/gb\/\d+\.svg/.test(tag));
    expect(cards.length).toBeGreaterThan(8);
    const [first, ...rest] = cards;
    const id = /\/images\/gb\/(\d+)\.svg/.exec(first)![1];
    expect(first).toContain(' fetchPriority="high"');
    expect(attr(first, 'srcSet')).toBe(srcSetOf(id));
    expect(attr(first, 'sizes')).toBe('(min-width: 1200px) 218px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw');
    expect([attr(first, 'width'), attr(first, 'height'), attr(first, 'loading')]).toEqual(['300', '300', 'eager']);
    // Below the fold: no candidate is fetched before the card nears the view, and the browser's own lazy loading agrees.
    const below = rest.at(-1)!;
    const belowId = /\/images\/gb\/(\d+)\.svg/.exec(below)![1];
    expect([attr(below, 'srcSet'), attr(below, 'data-srcset'), attr(below, 'loading')]).toEqual([undefined, srcSetOf(belowId), 'lazy']);
    expect(attr(below, 'src')).toMatch(/^data:image\/gif/);
  });

  it('preloads the largest-paint card with the same srcset and sizes, so the browser fetches one file', async () => {
    const html = await page('/');
    const preload = headPreload(html);
    const id = /href="\/images\/gb\/(\d+)\.svg"/.exec(preload)![1];
    expect(attr(preload, 'imagesrcset')).toBe(srcSetOf(id));
    expect(attr(preload, 'imagesizes')).toBe('(min-width: 1200px) 218px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw');
  });

  it.each([['a group-buy', '/groupbuy/1'], ['a product', '/market/1']])('gives %s page’s picture a srcset up to 960 px, its sizes and 600×600', async (_what, url) => {
    const html = await page(url);
    const hero = imgTags(html).find((tag) => tag.includes(' fetchPriority="high"'))!;
    const id = /\/images\/gb\/(\d+)\.svg/.exec(hero)![1];
    expect(attr(hero, 'srcSet')).toBe(srcSetOf(id));
    expect(attr(hero, 'sizes')).toBe('(min-width: 1200px) 510px, (min-width: 900px) 42vw, 360px');
    expect([attr(hero, 'width'), attr(hero, 'height')]).toEqual(['600', '600']);
    expect(attr(headPreload(html), 'imagesrcset')).toBe(srcSetOf(id));
  });

  it('serves each candidate a srcset names at the width it is named with', async () => {
    const html = await page('/groupbuy/1');
    const hero = imgTags(html).find((tag) => tag.includes(' fetchPriority="high"'))!;
    for (const candidate of attr(hero, 'srcSet')!.split(', ').slice(0, 2)) {
      const [url, width] = candidate.split(' ');
      const image = await t.app.inject({ method: 'GET', url });
      expect(image.headers['content-type']).toBe('image/webp');
      expect(`${(await sharp(image.rawPayload).metadata()).width}w`).toBe(width);
    }
  });
});
