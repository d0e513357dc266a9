import sharp from 'sharp';
import { LRUCache } from 'lru-cache';
import type { CatalogImageFormat } from '../../../src/domain/catalog/catalogImages';

/** The drawings' own canvas (svg.ts): 600 px square at 72 dpi. */
const DRAWING_WIDTH = 600;

/**
 * A drawing rasterised at `width` (square): rendered at that size from the vector (never scaled up from a smaller
 * bitmap, so text stays sharp at 960), then encoded. AVIF at low effort: its encoding costs several times WebP's,
 * and a card picture is rendered once per width and format.
 */
export async function rasterImage(svg: string, width: number, format: CatalogImageFormat): Promise<Buffer> {
  const drawing = sharp(Buffer.from(svg), { density: (72 * width) / DRAWING_WIDTH }).resize(width, width).flatten({ background: '#ffffff' });
  return format === 'avif' ? drawing.avif({ quality: 55, effort: 2 }).toBuffer() : drawing.webp({ quality: 80, effort: 4 }).toBuffer();
}

/** Renderings kept, by URL, bounded by their bytes (600 group-buys at every width and format is about 25 MB). */
const made = new LRUCache<string, Buffer>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (bytes) => bytes.length });
/** Renderings under way: a page of cards asks for many at once, and each is made once. */
const making = new Map<string, Promise<Buffer | null>>();

export function cachedRasterImage(key: string, svg: () => Promise<string | null>, width: number, format: CatalogImageFormat): Promise<Buffer | null> {
  const hit = made.get(key);
  if (hit) return Promise.resolve(hit);
  const pending = making.get(key);
  if (pending) return pending;
  const image = svg().then((drawing) => (drawing ? rasterImage(drawing, width, format) : null));
  // Only pictures are kept: a miss (no such group-buy) or a failure is asked again next time.
  making.set(key, image);
  image.then((bytes) => { if (bytes) made.set(key, bytes); }, () => undefined).finally(() => making.delete(key));
  return image;
}
