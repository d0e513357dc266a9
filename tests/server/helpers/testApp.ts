import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import { createDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import type { Database } from '../../../server/db/schema';
import { seedDatabase } from '../../../server/db/seed/index';
import { InProcessJobs } from '../../../server/services/jobs/InProcessJobs';

export type Dialect = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function dialects(): Dialect[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** Fast password hashing for tests: the stored format carries the cost, so the code path is the real one. */
export const TEST_PASSWORD_COST = 2 ** 10;
export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestDatabase {
  db: Kysely<Database>;
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database: SQLite in memory, or a new PostgreSQL database dropped afterwards. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const db = await createDatabase(':memory:');
    await migrateToLatest(db);
    return { db, url: ':memory:', drop: () => db.destroy() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `jiutuan_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }) });
  await sql`create database ${sql.id(name)}`.execute(admin);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Dropping the database ends connections the pool is still closing; that is expected here.
  const db = await createDatabase(url.toString(), { onPoolError: () => undefined });
  await migrateToLatest(db);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.destroy();
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
      await admin.destroy();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Seed scale (e.g. 0.05); no seed when absent. */
  seed?: number;
  config?: Partial<Config>;
  registerPages?: BuildAppOptions['registerPages'];
  now?: () => number;
  logger?: BuildAppOptions['logger'];
  onRoute?: BuildAppOptions['onRoute'];
  paymentGateway?: BuildAppOptions['paymentGateway'];
  invoiceIssuer?: BuildAppOptions['invoiceIssuer'];
  demoJobs?: BuildAppOptions['demoJobs'];
  /** In process by default: a test app is one process (the pg-boss adapter has suites of its own). */
  jobs?: BuildAppOptions['jobs'];
}

/** Demo mode on by default (most suites sign in through login-test and read the dev mailbox); suites sign up many members from one address. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ PUBLIC_ORIGIN: TEST_ORIGIN, DEMO_MODE: '1' }), databaseUrl: ':memory:', passwordCost: TEST_PASSWORD_COST, signUpsPerAddressPerHour: 1000, ...overrides };
}

export async function createTestApp(dialect: Dialect, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  if (options.seed !== undefined) await seedDatabase(database.db, { scale: options.seed, passwordCost: TEST_PASSWORD_COST, now: options.now?.() ?? Date.now() });
  // Uploaded photos go to a folder of this app's own (made on the first upload), removed with it, unless the suite names one.
  const uploads = options.config?.uploadsDir === undefined ? join(tmpdir(), `jiutuan-test-uploads-${randomBytes(6).toString('hex')}`) : null;
  const config = testConfig({ databaseUrl: database.url, ...(uploads ? { uploadsDir: uploads } : {}), ...options.config });
  const app = await buildApp({ db: database.db, config, registerPages: options.registerPages, now: options.now, logger: options.logger, onRoute: options.onRoute, paymentGateway: options.paymentGateway, invoiceIssuer: options.invoiceIssuer, demoJobs: options.demoJobs, jobs: options.jobs ?? ((log) => new InProcessJobs(log)) });
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.drop();
      if (uploads) rmSync(uploads, { recursive: true, force: true });
    },
  };
}
