import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TokenStore } from '../../../src/application/auth/ports';
import type { ApiClient } from '../../../src/infrastructure/http/ApiClient';
import { InMemoryTokenStore } from '../../../src/infrastructure/memory/InMemoryTokenStore';
import { buildApp } from '../../../server/app';
import { apiClientOf } from '../../server/helpers/apiClient';
import { signIn } from '../../server/helpers/api';
import { createTestApp, testConfig, type Dialect, type TestApp } from '../../server/helpers/testApp';
import { seededPostgres } from './postgresTemplate';

/** The seeded demo members (server/db/seed/members.ts). */
export const AMY = { email: 'amy@example.com', password: 'jiutuan-demo-1', nickname: '媽咪Amy' } as const;
export const BEN = { email: 'ben@example.com', password: 'jiutuan-demo-2', nickname: '爸比Ben' } as const;

export interface RealShop {
  test: TestApp;
  /** The seed's moment, where the server's clock starts (tokens live on the real clock, so it is today). */
  now: number;
  /** Moves the server's clock on (a grace window running out). */
  advance(ms: number): void;
  /** The typed client over HTTP, as the browser reaches the API, with no one signed in. */
  visitor(): ApiClient;
  /** The typed client signed in as a seeded member, and the token store it reads. */
  member(who?: { email: string; password: string }): Promise<{ api: ApiClient; tokens: TokenStore }>;
  close(): Promise<void>;
}

/**
 * The real server in process on a fresh seeded database: the other side of every contract suite.
 * One per test file keeps the folder fast; suites that write reset what they wrote, or write to rows
 * of their own. PostgreSQL databases are copies of the run's seeded template (postgresTemplate.ts).
 */
export async function openRealShop(dialect: Dialect = 'sqlite', seed = 0.05): Promise<RealShop> {
  let passed = 0;
  const { test, now } = dialect === 'postgres' ? await postgresApp(seed, () => passed) : await sqliteApp(seed, () => passed);
  return {
    test,
    now,
    advance: (ms) => { passed += ms; },
    visitor: () => apiClientOf(test.app, new InMemoryTokenStore(), 'http'),
    member: async (who = AMY) => {
      const tokens = new InMemoryTokenStore();
      const wire = await signIn(test.app, who.email, who.password);
      tokens.save({ accessToken: wire.access_token, refreshToken: wire.refresh_token, expiredAt: wire.expired_at });
      return { api: apiClientOf(test.app, tokens, 'http'), tokens };
    },
    close: () => test.close(),
  };
}

async function sqliteApp(seed: number, passed: () => number) {
  const now = Date.now();
  return { now, test: await createTestApp('sqlite', { seed, now: () => now + passed() }) };
}

/** As createTestApp does, over a copy of the seeded template, its clock starting when the template was seeded. */
async function postgresApp(seed: number, passed: () => number): Promise<{ now: number; test: TestApp }> {
  const database = await seededPostgres(seed);
  const now = database.seededAt;
  const uploads = join(tmpdir(), `jiutuan-test-uploads-${randomBytes(6).toString('hex')}`);
  const config = testConfig({ databaseUrl: database.url, uploadsDir: uploads });
  const app = await buildApp({ db: database.db, config, now: () => now + passed() });
  const close = async () => {
    await app.close();
    await database.drop();
    rmSync(uploads, { recursive: true, force: true });
  };
  return { now, test: { app, db: database.db, config, close } };
}
