/** `npm run restore -- <file>`: a backup brought back into DATABASE_URL, then migrated to the current schema. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { databaseKind, sqliteFilePath } from './backup';
import { kindOf, photosFolderOf } from './backupFiles';
import { restorePhotos } from './photos';
import { postgresOccupancy, restorePostgres } from './postgresBackup';
import { checkSqliteFile, placeSqliteFile, sqliteInUse } from './sqliteFile';

export interface RestoreRequest {
  file: string;
  databaseUrl: string;
  uploadsDir: string;
  /** Replace a database that exists, or that a shop still has open. */
  force: boolean;
}

export type RestoreOutcome = { restored: true; photos: number | null } | { restored: false; reason: string };

const refused = (reason: string): RestoreOutcome => ({ restored: false, reason });

/** Why the backup may not go where DATABASE_URL points (null when it may). */
async function refusal(file: string, databaseUrl: string, force: boolean): Promise<string | null> {
  if (!existsSync(file)) return `no backup at ${file}`;
  const kind = databaseKind(databaseUrl);
  if (kindOf(file) !== kind) return `${file} is not a ${kind === 'sqlite' ? 'SQLite (.db)' : 'PostgreSQL (.dump)'} backup, which DATABASE_URL needs`;
  if (kind === 'postgres') {
    const { tables, otherSessions } = await postgresOccupancy(databaseUrl);
    if (force) return null;
    if (otherSessions > 0) return `${otherSessions} other session(s) are connected to the database: stop the shop first, or pass --force`;
    return tables > 0 ? `the database already has ${tables} table(s): pass --force to replace them with the backup` : null;
  }
  const target = sqliteFilePath(databaseUrl);
  if (target === file) return `${file} is the database itself: restore from a backup in BACKUP_DIR`;
  const check = checkSqliteFile(file);
  if (check !== 'ok') return `${file} is damaged (${check}): choose another backup`;
  if (force || !existsSync(target)) return null;
  if (sqliteInUse(target)) return `a shop process has ${target} open: stop it first, or pass --force (it then refuses writes until restarted)`;
  return `${target} exists: pass --force to replace it with the backup`;
}

/** Refuses (a value) or restores: the database, the migrations since the backup, the photos taken with it. */
export async function restoreBackup(request: RestoreRequest): Promise<RestoreOutcome> {
  const file = resolve(request.file);
  const reason = await refusal(file, request.databaseUrl, request.force);
  if (reason !== null) return refused(reason);
  if (databaseKind(request.databaseUrl) === 'sqlite') placeSqliteFile(file, sqliteFilePath(request.databaseUrl));
  else await restorePostgres(request.databaseUrl, file);
  const db = await createDatabase(request.databaseUrl);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  const photos = photosFolderOf(file);
  return { restored: true, photos: existsSync(photos) ? await restorePhotos(photos, request.uploadsDir) : null };
}
