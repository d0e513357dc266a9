import { statfsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseUnavailableError } from './unavailable';

export interface DiskSpace {
  /** Bytes an unprivileged process may still write. */
  free: number;
  /** Size of the file system in bytes. */
  total: number;
}

/** Reads the free space of the file system holding `folder`; a test passes its own. */
export type DiskSpaceProbe = (folder: string) => DiskSpace;

export const statfsProbe: DiskSpaceProbe = (folder) => {
  const stats = statfsSync(folder);
  return { free: stats.bavail * stats.bsize, total: stats.blocks * stats.bsize };
};

/**
 * Writes stop while less than 64 MiB is free (1% of the volume on one smaller than 6.4 GiB): the WAL,
 * its checkpoint and SQLite's temporary files need room, and a write that finds none fails half-way
 * through a page or leaves a torn WAL; refusing before the statement keeps every write whole.
 */
export const DISK_FLOOR_BYTES = 64 * 1024 * 1024;
export const DISK_FLOOR_RATIO = 0.01;

export const diskFloor = (total: number): number => Math.min(DISK_FLOOR_BYTES, total * DISK_FLOOR_RATIO);

/**
 * Returns a check run before every write statement. It throws when the file at `path` is no longer
 * the one opened (deleted, or another file moved into its place: our connection would write to an
 * unlinked inode and every acknowledged write would be gone at the next start), or when the disk is
 * (nearly) full. A stat and a statfs: a few microseconds next to the write itself.
 */
export function sqliteWriteGuard(path: string, diskSpace: DiskSpaceProbe = statfsProbe): () => void {
  const opened = statSync(path);
  const folder = dirname(path);
  return () => {
    const now = statSync(path, { throwIfNoEntry: false });
    if (!now || now.ino !== opened.ino || now.dev !== opened.dev) {
      throw new DatabaseUnavailableError('file-moved', `the database file ${path} was deleted or replaced since it was opened`);
    }
    const { free, total } = diskSpace(folder);
    if (free < diskFloor(total)) {
      throw new DatabaseUnavailableError('disk-full', `only ${free} bytes free next to ${path} (floor ${Math.round(diskFloor(total))})`);
    }
  };
}
