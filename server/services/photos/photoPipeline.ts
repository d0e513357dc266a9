import sharp, { type Metadata, type Sharp } from 'sharp';
import { BoundedQueue, HashQueueFullError } from '../auth/hashQueue';
import { PHOTO_FORMATS, type PhotoFormat, type PhotoSize, type PhotoVariants } from './PhotoStore';

/**
 * Above this a photo is refused before it is decoded (a decompression bomb: a 20000×20000 PNG is a
 * few kilobytes). 25 megapixels is more than any phone photo that fits the 2 MB upload bound.
 */
export const PHOTO_MAX_INPUT_PIXELS = 25_000_000;
const FULL_SIDE = 1600;
const THUMB_SIDE = 360;

/** The decoders a photo may reach: what the upload form offers (sharp would also open SVG, TIFF, GIF, HEIF…). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

// Decoded images are not kept between uploads: a photo passes once.
sharp.cache(false);

export type PhotoProblem = 'unreadable' | 'too-many-pixels' | 'busy';
export type Processed = { ok: true; variants: PhotoVariants } | { ok: false; problem: PhotoProblem };

const input = (bytes: Buffer): Sharp => sharp(bytes, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'warning', sequentialRead: true });

function encode(image: Sharp, format: PhotoFormat): Promise<Buffer> {
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** Decoded afresh for each size: upright by its EXIF orientation, flattened on white, sRGB, no metadata at all. */
function sized(bytes: Buffer, size: PhotoSize): Sharp {
  const image = input(bytes).autoOrient().flatten({ background: '#ffffff' });
  return size === 'full'
    ? image.resize({ width: FULL_SIDE, height: FULL_SIDE, fit: 'inside', withoutEnlargement: true })
    : image.resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'cover', withoutEnlargement: true });
}

async function variantsOf(bytes: Buffer): Promise<PhotoVariants> {
  const out = { full: {}, thumb: {} } as PhotoVariants;
  for (const size of ['full', 'thumb'] as const) {
    for (const format of PHOTO_FORMATS) out[size][format] = await encode(sized(bytes, size), format);
  }
  return out;
}

async function process(bytes: Buffer): Promise<Processed> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (!ACCEPTED.has(meta.format)) return { ok: false, problem: 'unreadable' };
  if (meta.width * meta.height > PHOTO_MAX_INPUT_PIXELS) return { ok: false, problem: 'too-many-pixels' };
  try {
    return { ok: true, variants: await variantsOf(bytes) };
  } catch {
    // Truncated or corrupt data shows only once the pixels are read.
    return { ok: false, problem: 'unreadable' };
  }
}

/**
 * One photo at a time per process, a few waiting: encoding runs on libuv's thread pool, which
 * password hashing and file reads share, so a burst of uploads must not take it over.
 */
const queue = new BoundedQueue(1, 8);

/** Decodes an upload and re-encodes it: every size in AVIF, WebP and JPEG, nothing of the original file kept. */
export async function processPhoto(bytes: Buffer): Promise<Processed> {
  try {
    return await queue.run(() => process(bytes));
  } catch (error) {
    if (error instanceof HashQueueFullError) return { ok: false, problem: 'busy' };
    throw error;
  }
}
