import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/** The shop's one drawing of its icon (the SVG favicon); every raster icon is made from it. */
const ICON_SOURCE = join(process.cwd(), 'public', 'favicon.svg');

/** Sizes browsers and home screens ask for: the .ico's three, Apple's touch icon, the manifest's two. */
export const ICON_SIZES = { ico: [16, 32, 48], appleTouch: 180, manifest: [192, 512] } as const;

const made = new Map<number, Promise<Buffer>>();

/** The icon as a square PNG, rendered once per size per process. */
export function iconPng(size: number): Promise<Buffer> {
  let png = made.get(size);
  if (!png) {
    png = readFile(ICON_SOURCE).then((svg) => sharp(svg, { density: Math.ceil((72 * size) / 64) }).resize(size, size).png().toBuffer());
    // A failure is not cached: the next request tries again.
    png.catch(() => made.delete(size));
    made.set(size, png);
  }
  return png;
}

/** A Windows icon file holding PNG images (supported by every browser since IE 9's era). */
export function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

export async function faviconIco(): Promise<Buffer> {
  return icoOf(await Promise.all(ICON_SIZES.ico.map(async (size) => ({ size, png: await iconPng(size) }))));
}
