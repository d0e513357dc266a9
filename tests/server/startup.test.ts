import { spawn } from 'node:child_process';
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
import { demoBindRefusal, demoExposedWarning, missingDatabaseFile, seedsEmptyDatabase, startOptions } from '../../server/startup';
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

describe('the address demo mode listens on', () => {
  it('is the loopback address unless DEMO_EXPOSE=1 opts in, which is logged', () => {
    const demo = (env: Record<string, string>) => loadConfig({ DEMO_MODE: '1', ...env });
    for (const host of [undefined, '127.0.0.1', '127.0.0.2', '::1', 'localhost']) {
      const config = demo(host ? { HOST: host } : {});
      expect({ host, refusal: demoBindRefusal(config), warning: demoExposedWarning(config) }).toEqual({ host, refusal: null, warning: null });
    }
    for (const host of ['0.0.0.0', '::', '192.0.2.10']) {
      expect(demoBindRefusal(demo({ HOST: host }))).toMatch(new RegExp(`^Refusing to serve demo mode on HOST=${host}:.*DEMO_EXPOSE=1`));
      expect(demoBindRefusal(demo({ HOST: host, DEMO_EXPOSE: '1' }))).toBeNull();
      expect(demoExposedWarning(demo({ HOST: host, DEMO_EXPOSE: '1' }))).toContain(`DEMO_EXPOSE=1: demo mode is served on HOST=${host}`);
    }
  });

  it('leaves a production start without demo mode on every interface', () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(production.host).toBe('0.0.0.0');
    expect(demoBindRefusal(production)).toBeNull();
    expect(demoExposedWarning(production)).toBeNull();
  });
});

/** Runs the server's entry point until it exits or prints `until`, then stops it (a slow machine gets 100 s). */
function runMain(env: Record<string, string>, until: RegExp): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', DEMO_MODE: '1', DATABASE_URL: ':memory:', PORT: '0', LOG_LEVEL: 'info', ...env },
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk;
      if (until.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    const stuck = setTimeout(() => child.kill('SIGKILL'), 100_000);
    child.on('exit', (code) => {
      clearTimeout(stuck);
      resolve({ code, output });
    });
  });
}

describe('the server process in demo mode', () => {
  it('refuses a non-loopback HOST, naming DEMO_EXPOSE, before it opens the database', async () => {
    const run = await runMain({ HOST: '0.0.0.0', DATABASE_URL: 'file:/nonexistent/dir/shop.db' }, /listening/);
    expect(run.code).toBe(1);
    expect(run.output).toContain('Refusing to serve demo mode on HOST=0.0.0.0');
    expect(run.output).toContain('DEMO_EXPOSE=1');
  }, 120_000);

  it('listens on 127.0.0.1 when HOST is not set', async () => {
    const run = await runMain({}, /Server listening at/);
    expect(run.output).toMatch(/Server listening at http:\/\/127\.0\.0\.1:\d+/);
    expect(run.output).not.toMatch(/Server listening at http:\/\/(?!127\.0\.0\.1)/);
  }, 120_000);
});
