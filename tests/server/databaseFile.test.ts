import { copyFileSync, mkdtempSync, renameSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { createDatabase, withStatementCache } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { DISK_FLOOR_BYTES, diskFloor, type DiskSpace } from '../../server/db/sqliteGuard';
import { call } from './helpers/api';
import { testConfig } from './helpers/testApp';
import { TERMS_VERSION } from '../../src/domain/auth/terms';

const GIB = 1024 ** 3;
const UNAVAILABLE_BODY = { error_code: 'GEN_000503', message: '系統維護中，請稍後再試' };

describe('the SQLite file deleted, replaced or out of disk space (a file database, in process)', () => {
  let dir: string;
  let file: string;
  let db: Kysely<Database>;
  let app: FastifyInstance;
  let space: DiskSpace;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'jiutuan-dbfile-'));
    file = path.join(dir, 'shop.db');
    space = { free: 50 * GIB, total: 100 * GIB };
    db = await createDatabase(`file:${file}`, { diskSpace: () => space });
    await migrateToLatest(db);
    app = await buildApp({ db, config: testConfig({ databaseUrl: `file:${file}` }) });
  });

  afterEach(async () => {
    await app.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const signUp = (email: string) => call(app, 'POST', '/v2/member/signup', { body: { email, password: 'secret-pass-1', nickname: '測試媽咪', terms: TERMS_VERSION } });
  /** Every row a sign-up could leave behind; the open connection still reads the file it opened. */
  const rows = async () => Promise.all((['members', 'rate_limits', 'outbox'] as const).map(async (table) =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)));

  async function expectWritesRefused(): Promise<void> {
    const before = await rows();
    const ping = await app.inject({ method: 'GET', url: '/ping' });
    expect({ status: ping.statusCode, body: ping.json() }).toEqual({ status: 503, body: UNAVAILABLE_BODY });
    const write = await signUp('late@example.com');
    expect({ status: write.statusCode, body: write.json(), retryAfter: write.headers['retry-after'] }).toEqual({ status: 503, body: UNAVAILABLE_BODY, retryAfter: '5' });
    expect(await rows()).toEqual(before);
  }

  it('serves and writes while the file is the one it opened and the disk has room', async () => {
    expect((await app.inject({ method: 'GET', url: '/ping' })).statusCode).toBe(200);
    expect((await signUp('first@example.com')).statusCode).toBe(201);
  });

  it('deleted: /ping answers 503 and a write is refused with 503, nothing written', async () => {
    expect((await signUp('first@example.com')).statusCode).toBe(201);
    unlinkSync(file);
    await expectWritesRefused();
  });

  it('replaced by another file moved into its place: the same', async () => {
    copyFileSync(file, path.join(dir, 'other.db'));
    renameSync(path.join(dir, 'other.db'), file);
    await expectWritesRefused();
  });

  it('the disk below the floor: /ping 503 and writes refused until there is room again', async () => {
    space = { free: DISK_FLOOR_BYTES - 1, total: 100 * GIB };
    await expectWritesRefused();
    space = { free: DISK_FLOOR_BYTES + 1, total: 100 * GIB };
    expect((await app.inject({ method: 'GET', url: '/ping' })).statusCode).toBe(200);
    expect((await signUp('later@example.com')).statusCode).toBe(201);
  });

  it('reads go on from the open file: an API read still answers after the file is deleted', async () => {
    unlinkSync(file);
    expect((await call(app, 'GET', '/resource/mall/all')).statusCode).toBe(200);
  });
});

describe('the disk floor', () => {
  it('is 64 MiB, or 1% of a volume smaller than 6.4 GiB', () => {
    expect(DISK_FLOOR_BYTES).toBe(64 * 1024 * 1024);
    expect(diskFloor(100 * GIB)).toBe(DISK_FLOOR_BYTES);
    expect(diskFloor(GIB)).toBeCloseTo(GIB / 100);
  });
});

describe('the write check of the statement cache', () => {
  it('runs before every statement that writes, a kept INSERT … RETURNING included, never before a read or BEGIN/COMMIT', () => {
    const database = new SQLite(':memory:');
    database.exec('create table t (id integer primary key, name text)');
    const checked: string[] = [];
    const cached = withStatementCache(database, 500, () => void checked.push('write'));
    for (const statement of ['select * from t', 'begin', 'commit', 'insert into t (name) values (?) returning id', 'insert into t (name) values (?) returning id', 'delete from t']) {
      cached.prepare(statement);
    }
    expect(checked).toHaveLength(3);
    cached.close();
  });
});
