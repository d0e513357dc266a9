/** Names, listing and pruning of the backups in BACKUP_DIR: `shop-<UTC stamp>.db|.dump` and its `.uploads` folder. */
import { readdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';

export type BackupKind = 'sqlite' | 'postgres';

const EXTENSION: Record<BackupKind, string> = { sqlite: '.db', postgres: '.dump' };
// Milliseconds in the stamp: two backups in one second (a test, a retry) must not share a name.
const BACKUP_NAME = /^shop-\d{8}T\d{9}Z\.(db|dump)$/;

/** 2026-11-27T15:21:05.123Z → 20261127T152105123Z: sorts as time does. */
export const backupStamp = (at: Date): string => at.toISOString().replace(/[-:.]/g, '');

export const backupName = (kind: BackupKind, at: Date): string => `shop-${backupStamp(at)}${EXTENSION[kind]}`;

/** The folder of review photos taken with a backup file. */
export const photosFolderOf = (file: string): string => file.replace(/\.(db|dump)$/, '.uploads');

/** What a backup file holds, by its extension; null for anything else. */
export function kindOf(file: string): BackupKind | null {
  if (file.endsWith(EXTENSION.sqlite)) return 'sqlite';
  if (file.endsWith(EXTENSION.postgres)) return 'postgres';
  return null;
}

/** The backups in `dir`, oldest first (unfinished `.partial` files and anything else are not backups). */
export function listBackups(dir: string): string[] {
  const names = readdirSync(dir).filter((name) => BACKUP_NAME.test(name));
  return names.sort().map((name) => join(dir, name));
}

/** Removes all but the newest `keep` backups with their photo folders; returns the file names removed. */
export function pruneBackups(dir: string, keep: number): string[] {
  const all = listBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const file of old) {
    rmSync(photosFolderOf(file), { recursive: true, force: true });
    rmSync(file, { force: true });
  }
  return old.map((file) => basename(file));
}
