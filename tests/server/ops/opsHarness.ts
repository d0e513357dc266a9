/** A shop on a file or PostgreSQL database, a sign-up loop against it, and the backup CLIs as child processes. */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../../server/app';
import { createDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import type { Database } from '../../../server/db/schema';
import { call } from '../helpers/api';
import { createTestDatabase, testConfig, type Dialect } from '../helpers/testApp';
import { TERMS_VERSION } from '../../../src/domain/auth/terms';

export interface Shop {
  app: FastifyInstance;
  db: Kysely<Database>;
  databaseUrl: string;
  close(): Promise<void>;
}

/** SQLite in a file (the online backup needs one), PostgreSQL in a database of its own. */
export async function openShop(dialect: Dialect, dir: string, uploadsDir: string): Promise<Shop> {
  const database = dialect === 'sqlite' ? await sqliteFile(join(dir, 'shop.db')) : await createTestDatabase('postgres');
  const app = await buildApp({ db: database.db, config: testConfig({ databaseUrl: database.url, uploadsDir }) });
  return { app, db: database.db, databaseUrl: database.url, close: async () => { await app.close(); await database.drop(); } };
}

async function sqliteFile(file: string) {
  const db = await createDatabase(`file:${file}`);
  await migrateToLatest(db);
  return { db, url: `file:${file}`, drop: () => db.destroy() };
}

/** An empty PostgreSQL database to restore into (TEST_DATABASE_URL's server). */
export async function emptyPostgres(name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL!, max: 1 }) }) });
  await sql`create database ${sql.id(name)}`.execute(admin);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: async () => { await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin); await admin.destroy(); } };
}

/** A review photo as FilePhotoStore lays it out. */
export function putPhoto(uploadsDir: string, key: string): string {
  const folder = join(uploadsDir, 'reviews', key.slice(0, 2), key);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'small.jpg'), 'photo bytes');
  return join('reviews', key.slice(0, 2), key, 'small.jpg');
}

export interface WriteLoad {
  /** Each sign-up the shop has answered 201, with the time the answer came (epoch ms). */
  acknowledged: { email: string; at: number }[];
  stop(): Promise<void>;
}

/** `writers` members signing up one after another each, until stopped. */
export function signUpLoop(app: FastifyInstance, writers: number): WriteLoad {
  const acknowledged: WriteLoad['acknowledged'] = [];
  let stopping = false;
  const writer = async (w: number) => {
    for (let i = 0; !stopping; i++) {
      const email = `load-${w}-${i}@example.com`;
      const answer = await call(app, 'POST', '/v2/member/signup', { body: { email, password: 'secret-pass-1', nickname: '備份測試', terms: TERMS_VERSION } });
      if (answer.statusCode !== 201) throw new Error(`sign-up ${email} answered ${answer.statusCode}: ${answer.body}`);
      acknowledged.push({ email, at: Date.now() });
    }
  };
  const running = Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
  return { acknowledged, stop: async () => { stopping = true; await running; } };
}

export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

export interface CliRun { code: number | null; stdout: string; stderr: string }

/** `npm run backup` / `npm run restore` as the operator runs them: another process beside the shop. */
export function runOps(script: 'backupCli' | 'restoreCli', args: string[], env: Record<string, string>): Promise<CliRun> {
  const child = spawn('node_modules/.bin/tsx', [`server/ops/${script}.ts`, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
