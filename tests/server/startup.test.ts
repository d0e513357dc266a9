import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { missingDatabaseFile, seedsEmptyDatabase, startOptions } from '../../server/startup';
import { testConfig } from './helpers/testApp';

describe('the database at start', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'jiutuan-startup-'));
  const existing = path.join(dir, 'shop.db');
  writeFileSync(existing, '');
  const production = (file: string) => loadConfig({ NODE_ENV: 'production', DEMO_MODE: '1', DATABASE_URL: `file:${file}` });

  it('refuses a missing SQLite file in production unless --seed asks for a new one', () => {
    const missing = path.join(dir, 'gone.db');
    expect(missingDatabaseFile(production(missing), startOptions([]))).toContain(`The database file ${missing} does not exist`);
    expect(missingDatabaseFile(production(missing), startOptions(['--seed']))).toBeNull();
    expect(missingDatabaseFile(production(existing), startOptions([]))).toBeNull();
    expect(missingDatabaseFile(loadConfig({ DATABASE_URL: `file:${missing}` }), startOptions([]))).toBeNull();
    expect(missingDatabaseFile(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop' }), startOptions([]))).toBeNull();
  });

  it('seeds an empty database in production only on request', () => {
    expect(seedsEmptyDatabase(production(existing), startOptions([]))).toBe(false);
    expect(seedsEmptyDatabase(production(existing), startOptions(['--seed']))).toBe(true);
    expect(seedsEmptyDatabase(loadConfig({}), startOptions([]))).toBe(true);
  });
});

describe('/ping on a database that answers but cannot write', () => {
  it('answers 503', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'jiutuan-readonly-')), 'shop.db');
    const writable = await createDatabase(`file:${file}`);
    await migrateToLatest(writable);
    await writable.destroy();
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file, { readonly: true }) }) });
    const app = await buildApp({ db, config: testConfig() });
    const response = await app.inject({ method: 'GET', url: '/ping' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error_code: 'GEN_000503', message: '系統維護中，請稍後再試' });
    expect(response.headers['cache-control']).toBe('no-store');
    await app.close();
    await db.destroy();
  });
});
