import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PHOTO_KEY_PATTERN, type PhotoFormat, type PhotoSize, type PhotoStore, type PhotoVariants } from './PhotoStore';

const EXTENSION: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/**
 * Photos as files: `<dir>/reviews/<first two hex digits>/<key>/<size>.<ext>`. A photo is written into
 * a hidden temporary folder and renamed into place in one step, so a reader never meets half of one.
 * With several app servers, UPLOADS_DIR must be a folder they share (a network volume).
 */
export class FilePhotoStore implements PhotoStore {
  private readonly root: string;

  constructor(dir: string) {
    this.root = resolve(dir, 'reviews');
  }

  private folder(key: string): string {
    if (!PHOTO_KEY_PATTERN.test(key)) throw new Error('not a photo key');
    return join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, variants: PhotoVariants): Promise<void> {
    const target = this.folder(key);
    const parent = join(target, '..');
    const staging = join(parent, `.${key}.${randomBytes(4).toString('hex')}.tmp`);
    await mkdir(staging, { recursive: true });
    try {
      for (const [size, formats] of Object.entries(variants)) {
        for (const [format, bytes] of Object.entries(formats)) await writeFile(join(staging, `${size}.${EXTENSION[format as PhotoFormat]}`), bytes);
      }
      await rename(staging, target);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
  }

  async get(key: string, size: PhotoSize, format: PhotoFormat): Promise<Buffer | null> {
    if (!PHOTO_KEY_PATTERN.test(key)) return null;
    try {
      return await readFile(join(this.folder(key), `${size}.${EXTENSION[format]}`));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    for (const key of keys) if (PHOTO_KEY_PATTERN.test(key)) await rm(this.folder(key), { recursive: true, force: true });
  }

  /** Every review photo (the seed CLI wipes the database, and with it every row that pointed here). */
  async clear(): Promise<void> {
    await rm(this.root, { recursive: true, force: true });
  }
}
