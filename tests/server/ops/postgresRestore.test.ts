import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { findPgTool } from '../../../server/ops/postgresTools';
import { call } from '../helpers/api';
import { openShop, runOps, type Shop } from './opsHarness';
import { TERMS_VERSION } from '../../../src/domain/auth/terms';

function pgSkipReason(): string | null {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set';
  try {
    ['pg_dump', 'pg_restore', 'psql'].forEach((tool) => findPgTool(tool));
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const skip = pgSkipReason();

(skip ? describe.skip : describe)(`npm run restore -- <file> --force on PostgreSQL${skip ? ` (skipped: ${skip})` : ''}`, () => {
  let dir: string;
  let shop: Shop;
  let env: Record<string, string>;
  let file: string;

  const signUp = (email: string) => call(shop.app, 'POST', '/v2/member/signup', { body: { email, password: 'secret-pass-1', nickname: '備份測試', terms: TERMS_VERSION } });
  const emails = async () => (await shop.db.selectFrom('members').select('email').orderBy('email').execute()).map((r) => r.email);

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'jiutuan-pg-restore-'));
    shop = await openShop('postgres', dir, join(dir, 'uploads'));
    env = { DATABASE_URL: shop.databaseUrl, BACKUP_DIR: join(dir, 'backups'), UPLOADS_DIR: join(dir, 'uploads') };
    expect((await signUp('in-backup@example.com')).statusCode).toBe(201);
    file = /^backup (\S+)/.exec((await runOps('backupCli', [], env)).stdout)![1]!;
    expect((await signUp('after-backup@example.com')).statusCode).toBe(201);
  });

  afterEach(async () => {
    await shop.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses without --force while the shop is connected', async () => {
    const run = await runOps('restoreCli', [file], env);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 2, stderr: expect.stringContaining('other session(s) are connected') });
    expect(await emails()).toEqual(['after-backup@example.com', 'in-backup@example.com']);
  });

  it('replaces every table, a newer one too, and migrates: the database is the backup', async () => {
    await sql`create table made_by_a_newer_release (id integer)`.execute(shop.db);
    const run = await runOps('restoreCli', [file, '--force'], env);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(await emails()).toEqual(['in-backup@example.com']);
    const newer = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_name = 'made_by_a_newer_release'`.execute(shop.db);
    expect(newer.rows[0]!.n).toBe(0);
  });

  it('a damaged backup changes nothing: the emptied schema is rolled back', async () => {
    const damaged = join(dir, 'backups', 'shop-20260101T000000000Z.dump');
    const whole = readFileSync(file);
    writeFileSync(damaged, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const run = await runOps('restoreCli', [damaged, '--force'], env);
    expect(run.code).toBe(1);
    expect(await emails()).toEqual(['after-backup@example.com', 'in-backup@example.com']);
  });
});
