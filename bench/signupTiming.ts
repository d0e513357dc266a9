import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { TERMS_VERSION } from '../src/domain/auth/terms';

/**
 * `npx tsx bench/signupTiming.ts`: does sign-up tell who is a member by its time (issue 25, item 5)?
 * 50 sign-ups with a verified member's e-mail and 50 with new ones, interleaved so both meet the same
 * machine, at the production scrypt cost, in process (no network). Prints the medians; never asserted
 * (tests/server/signUpParity.test.ts checks the same work is done on both paths). BENCH_DATABASE_URL
 * points it at an empty PostgreSQL database instead of SQLite in memory.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const HEADERS = { platform: 'desktop' };
const run = Date.now().toString(36);

async function timedSignUp(app: FastifyInstance, email: string): Promise<number> {
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url: '/v2/member/signup', headers: HEADERS, payload: { email, password: 'bench-password-1', nickname: '測速媽咪', terms: TERMS_VERSION } });
  const ms = performance.now() - started;
  if (response.statusCode !== 201) throw new Error(`sign-up answered ${response.statusCode}: ${response.body}`);
  return ms;
}

async function verifiedMember(app: FastifyInstance): Promise<string> {
  const email = `bench-member-${run}@example.com`;
  await timedSignUp(app, email);
  const mails = (await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json().data as { to: string; text: string }[];
  const token = decodeURIComponent(/verify-email\?token=([\w%-]+)/.exec(mails.find((m) => m.to === email)!.text)![1]);
  await app.inject({ method: 'POST', url: '/v2/member/verify-email', headers: HEADERS, payload: { token } });
  return email;
}

const median = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return Math.round(value * 10) / 10;
};

async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? ':memory:';
  const db = await createDatabase(url);
  await migrateToLatest(db);
  const config = { ...loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000', DEMO_MODE: '1' }), databaseUrl: url, signUpsPerAddressPerHour: 10 * ROUNDS };
  const app = await buildApp({ db, config });
  try {
    const member = await verifiedMember(app);
    const times = { member: [] as number[], fresh: [] as number[] };
    for (let i = 0; i < ROUNDS; i++) {
      times.member.push(await timedSignUp(app, member));
      times.fresh.push(await timedSignUp(app, `bench-new-${run}-${i}@example.com`));
    }
    const report = {
      rounds: ROUNDS, database: url === ':memory:' ? 'sqlite' : 'postgres', scryptN: config.passwordCost,
      medianMs: { memberEmail: median(times.member), newEmail: median(times.fresh) },
      rangeMs: { memberEmail: [Math.round(Math.min(...times.member)), Math.round(Math.max(...times.member))], newEmail: [Math.round(Math.min(...times.fresh)), Math.round(Math.max(...times.fresh))] },
    };
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await app.close();
    await db.destroy();
  }
}

void main();
