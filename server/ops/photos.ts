/** The review photos under UPLOADS_DIR, copied beside a database backup and back. */
import { cp, mkdir, readdir } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';

const REVIEWS = 'reviews';

// A photo is written into a hidden staging folder and renamed into place: a half-written one is skipped.
const notStaging = (path: string): boolean => !basename(path).startsWith('.');

async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** Copies UPLOADS_DIR/reviews into `folder` (made even when there is no photo yet); returns the files copied. */
export async function copyPhotos(uploadsDir: string, folder: string): Promise<number> {
  const dest = join(folder, REVIEWS);
  await mkdir(dest, { recursive: true });
  const source = resolve(uploadsDir, REVIEWS);
  await cp(source, dest, { recursive: true, filter: notStaging }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  return countFiles(dest);
}

/** Copies a backup's photos back under UPLOADS_DIR; photos already there stay (rows no longer point at them). */
export async function restorePhotos(folder: string, uploadsDir: string): Promise<number> {
  const source = join(folder, REVIEWS);
  await cp(source, resolve(uploadsDir, REVIEWS), { recursive: true, force: true });
  return countFiles(source);
}
