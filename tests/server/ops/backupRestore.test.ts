import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { createDatabase } from '../../../server/db/database';
import { undoLastMigration } from '../../../server/db/migrate';
import { findPgTool } from '../../../server/ops/postgresTools';
import { call } from '../helpers/api';
import { dialects, type Dialect } from '../helpers/testApp';
import { emptyPostgres, openShop, putPhoto, runOps, signUpLoop, until, type Shop } from './opsHarness';
import { TERMS_VERSION } from '../../../src/domain/auth/terms';

const pgToolsMissing = (): string | null => {
  try {
    ['pg_dump', 'pg_restore', 'psql'].forEach((tool) => findPgTool(tool));
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

/** The restored database, read as the shop reads it: members by email, and whether its constraints hold. */
async function readRestored(url: string): Promise<{ emails: Set<string>; consistent: unknown }> {
  // The restore CLI has ended; a connection the pool still closes when the test drops the database is expected.
  const db = await createDatabase(url, { onPoolError: () => undefined });
  try {
    const rows = await db.selectFrom('members').select('email').execute();
    if (url.startsWith('file:')) {
      const file = new SQLite(url.slice('file:'.length), { readonly: true });
      const consistent = { integrity: file.pragma('integrity_check', { simple: true }), foreignKeys: file.pragma('foreign_key_check') };
      file.close();
      return { emails: new Set(rows.map((r) => r.email)), consistent };
    }
    // pg_restore adds every foreign key after the rows: a row breaking one would have failed the restore.
    const fks = await sql<{ n: number }>`select count(*)::int as n from pg_constraint where contype = 'f' and not convalidated`.execute(db);
    return { emails: new Set(rows.map((r) => r.email)), consistent: { unvalidatedForeignKeys: fks.rows[0]!.n } };
  } finally {
    await db.destroy();
  }
}

async function migrationNames(url: string): Promise<string[]> {
  const db = await createDatabase(url);
  try {
    return (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name);
  } finally {
    await db.destroy();
  }
}

/** A backup from before the newest migration (the shop upgraded since). */
async function makeOlder(file: string): Promise<void> {
  const db = await createDatabase(`file:${file}`);
  try {
    await undoLastMigration(db);
  } finally {
    await db.destroy();
  }
}

/** shop-20261127T152105123Z.db → the epoch ms of its stamp. */
function beganAt(file: string): number {
  const [, y, mo, d, h, mi, s, ms] = /shop-(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)(\d{3})Z/.exec(file)!;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(ms));
}

const CONSISTENT = { sqlite: { integrity: 'ok', foreignKeys: [] }, postgres: { unvalidatedForeignKeys: 0 } };

describe.each(dialects())('npm run backup while the shop serves, npm run restore into a fresh database (%s)', (dialect: Dialect) => {
  const missing = dialect === 'postgres' ? pgToolsMissing() : null;
  let dir: string;
  let shop: Shop;
  let uploadsDir: string;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'jiutuan-backup-'));
    uploadsDir = join(dir, 'uploads');
    shop = await openShop(dialect, dir, uploadsDir);
  });

  afterEach(async () => {
    await shop.close();
    rmSync(dir, { recursive: true, force: true });
  });

  (missing ? it.skip : it)(`keeps every sign-up acknowledged before the backup began, under a steady stream of writes${missing ? ` (skipped: ${missing})` : ''}`, async () => {
    const photo = putPhoto(uploadsDir, 'ab'.repeat(16));
    const load = signUpLoop(shop.app, 3);
    await until(() => load.acknowledged.length >= 15);
    const backup = await runOps('backupCli', [], { DATABASE_URL: shop.databaseUrl, BACKUP_DIR: join(dir, 'backups'), UPLOADS_DIR: uploadsDir });
    const ended = Date.now();
    await load.stop();
    expect({ code: backup.code, stderr: backup.stderr }).toEqual({ code: 0, stderr: '' });
    const [, file, bytes] = /^backup (\S+) (\d+) bytes/.exec(backup.stdout) ?? [];
    expect(Number(bytes)).toBeGreaterThan(0);
    // The name's UTC stamp is read just before the copy starts: a sign-up answered earlier is in it.
    const began = beganAt(file!);
    const before = load.acknowledged.filter((w) => w.at < began).map((w) => w.email);
    expect(before.length).toBeGreaterThan(0);
    expect(load.acknowledged.filter((w) => w.at > began && w.at < ended).length).toBeGreaterThan(0);

    const fresh = dialect === 'sqlite' ? { url: `file:${join(dir, 'restored.db')}`, drop: async () => undefined } : await emptyPostgres(`jiutuan_restore_${process.pid}_${Date.now()}`);
    try {
      const restoredUploads = join(dir, 'restored-uploads');
      const restore = await runOps('restoreCli', [file!], { DATABASE_URL: fresh.url, UPLOADS_DIR: restoredUploads });
      expect({ code: restore.code, stderr: restore.stderr }).toEqual({ code: 0, stderr: '' });
      const restored = await readRestored(fresh.url);
      expect(before.filter((email) => !restored.emails.has(email))).toEqual([]);
      expect(restored.consistent).toEqual(CONSISTENT[dialect]);
      expect(readFileSync(join(restoredUploads, photo), 'utf8')).toBe('photo bytes');
    } finally {
      await fresh.drop();
    }
  });
});

describe('npm run restore refuses to replace a SQLite file without --force', () => {
  let dir: string;
  let shop: Shop;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'jiutuan-restore-'));
    shop = await openShop('sqlite', dir, join(dir, 'uploads'));
  });

  afterEach(async () => {
    await shop.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('while a shop process serves it, and when it exists; --force puts an older backup in place and migrates it', async () => {
    const env = { DATABASE_URL: shop.databaseUrl, BACKUP_DIR: join(dir, 'backups'), UPLOADS_DIR: join(dir, 'uploads') };
    const signUp = (email: string) => call(shop.app, 'POST', '/v2/member/signup', { body: { email, password: 'secret-pass-1', nickname: '備份測試', terms: TERMS_VERSION } });
    expect((await signUp('before@example.com')).statusCode).toBe(201);
    const backup = await runOps('backupCli', [], env);
    const file = /^backup (\S+)/.exec(backup.stdout)![1]!;
    expect((await signUp('after@example.com')).statusCode).toBe(201);
    const migrations = await migrationNames(shop.databaseUrl);
    await makeOlder(file);

    const serving = await runOps('restoreCli', [file], env);
    expect({ code: serving.code, stderr: serving.stderr }).toEqual({ code: 2, stderr: expect.stringContaining('a shop process has') });
    await shop.close();
    shop = { ...shop, close: async () => undefined };
    const exists = await runOps('restoreCli', [file], env);
    expect({ code: exists.code, stderr: exists.stderr }).toEqual({ code: 2, stderr: expect.stringContaining('exists: pass --force') });
    const forced = await runOps('restoreCli', [file, '--force'], env);
    expect({ code: forced.code, stderr: forced.stderr }).toEqual({ code: 0, stderr: '' });
    const restored = await readRestored(shop.databaseUrl);
    expect({ before: restored.emails.has('before@example.com'), after: restored.emails.has('after@example.com') }).toEqual({ before: true, after: false });
    expect(await migrationNames(shop.databaseUrl)).toEqual(migrations);
  });
});
