import sharp from 'sharp';
import { LRUCache } from 'lru-cache';
import { defaultOgImage, OG_HEIGHT, OG_WIDTH } from './ogImage';

/** The white card's margin to the image's edge, its padding around the picture and its corner radius. */
const MARGIN = 45;
const INSET = 24;
const CORNER = 36;

let background: Buffer | null = null;
const cardFrame = (width: number, height: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${CORNER}" fill="#fff"/></svg>`);

/**
 * A link preview's picture (1200×630 JPEG): the generated drawing of a group-buy or an article's cover, as large as
 * it fits in its own proportions, on a white card over the shop's share gradient. LINE and Facebook do not reliably
 * render SVG, so previews get this.
 */
export async function shareCard(svg: string): Promise<Buffer> {
  background ??= defaultOgImage();
  const box = { width: OG_WIDTH - 2 * MARGIN - 2 * INSET, height: OG_HEIGHT - 2 * MARGIN - 2 * INSET };
  const { data: picture, info } = await sharp(Buffer.from(svg), { density: 144 }).resize({ ...box, fit: 'inside' }).png().toBuffer({ resolveWithObject: true });
  const card = { width: info.width + 2 * INSET, height: info.height + 2 * INSET };
  const left = Math.round((OG_WIDTH - card.width) / 2);
  const top = Math.round((OG_HEIGHT - card.height) / 2);
  return sharp(background)
    .composite([{ input: cardFrame(card.width, card.height), left, top }, { input: picture, left: left + INSET, top: top + INSET }])
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** Share cards made recently, by their drawing's URL: a shared link is fetched by many previewers at once. */
const made = new LRUCache<string, Promise<Buffer>>({ max: 200 });

export function cachedShareCard(key: string, svg: () => Promise<string | null>): Promise<Buffer | null> {
  const hit = made.get(key);
  if (hit) return hit;
  const card = svg().then((drawing) => (drawing ? shareCard(drawing) : null));
  // Only pictures are kept: a miss (no such group-buy) or a failure is asked again next time.
  card.then((value) => (value ? undefined : made.delete(key)), () => made.delete(key));
  made.set(key, card as Promise<Buffer>);
  return card;
}
