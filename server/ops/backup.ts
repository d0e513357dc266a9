/** `npm run backup`: the database and the review photos copied into BACKUP_DIR while the shop serves. */
import { chmodSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { backupName, photosFolderOf, pruneBackups, type BackupKind } from './backupFiles';
import { copyPhotos } from './photos';
import { dumpPostgres } from './postgresBackup';
import { backupSqlite } from './sqliteFile';

export const DEFAULT_KEEP = 14;

export interface BackupRequest {
  databaseUrl: string;
  uploadsDir: string;
  backupDir: string;
  keep: number;
  now: Date;
}

export interface BackupMade {
  file: string;
  bytes: number;
  photos: { folder: string; files: number };
  pruned: string[];
}

export function databaseKind(databaseUrl: string): BackupKind {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return 'postgres';
  if (databaseUrl.startsWith('file:')) return 'sqlite';
  throw new Error(`nothing to back up in ${databaseUrl}: DATABASE_URL must be file:PATH or postgres://…`);
}

export const sqliteFilePath = (databaseUrl: string): string => resolve(databaseUrl.slice('file:'.length));

/**
 * The database first, then the photos: a photo is stored before the row that names it, so every photo
 * the database copy names is already on disk when the folder is copied. Written as `.partial` and
 * renamed when whole, so a backup cut short is never listed, restored or counted by --keep.
 */
export async function takeBackup(request: BackupRequest): Promise<BackupMade> {
  const kind = databaseKind(request.databaseUrl);
  const dir = resolve(request.backupDir);
  // Members' e-mails, addresses and password hashes: readable by the shop's user only.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, backupName(kind, request.now));
  const partial = `${file}.partial`;
  try {
    if (kind === 'sqlite') await backupSqlite(sqliteFilePath(request.databaseUrl), partial);
    else await dumpPostgres(request.databaseUrl, partial);
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  const folder = photosFolderOf(file);
  const files = await copyPhotos(request.uploadsDir, folder);
  const pruned = pruneBackups(dir, request.keep);
  return { file, bytes: statSync(file).size, photos: { folder, files }, pruned };
}
