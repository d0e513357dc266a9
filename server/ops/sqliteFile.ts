/** SQLite's side of backups: an online copy of the live file, the serving check and the copy back into place. */
import { closeSync, copyFileSync, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import SQLite from 'better-sqlite3';

// The step size better-sqlite3 takes as "everything at once" (its largest page count).
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the live database at `source` to `dest` through SQLite's online backup API, from a read-only
 * connection. In pages of 100 (the default) every write of the shop between two steps restarts the copy,
 * so under steady load it might never end; in one step it reads one snapshot, and WAL lets the shop
 * write meanwhile. The copy is turned into a single self-contained file (no -wal) and checked.
 */
export async function backupSqlite(source: string, dest: string): Promise<void> {
  const live = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await live.backup(dest, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  const copy = new SQLite(dest, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy of ${source} fails SQLite's quick_check: ${String(check)}`);
  } finally {
    copy.close();
  }
}

/** A backup file that SQLite opens and finds whole: 'ok', or what integrity_check says is wrong. */
export function checkSqliteFile(file: string): string {
  try {
    const db = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      return String(db.pragma('integrity_check', { simple: true }));
    } finally {
      db.close();
    }
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * True while another process has the file open as a database: a shop's connection holds a lock that
 * an exclusive transaction cannot pass (WAL keeps it for the connection's life). Local disks only:
 * file locks on a network share may not reach this machine.
 */
export function sqliteInUse(path: string): boolean {
  let db: SQLite.Database | null = null;
  try {
    db = new SQLite(path, { fileMustExist: true, timeout: 0 });
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (error) {
    return /^SQLITE_(BUSY|LOCKED)/.test((error as { code?: string }).code ?? '');
  } finally {
    db?.close();
  }
}

/**
 * Puts a copy of `backup` at `target`. The old -wal and -shm go first: SQLite would replay an old WAL
 * onto the new file and corrupt it. The copy is written beside the target and renamed over it, so the
 * target is the old file or the whole backup, never half of one.
 */
export function placeSqliteFile(backup: string, target: string): void {
  const staging = `${target}.restoring`;
  copyFileSync(backup, staging);
  const fd = openSync(staging, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  for (const stale of [`${target}-wal`, `${target}-shm`, `${target}-journal`]) rmSync(stale, { force: true });
  renameSync(staging, target);
}
