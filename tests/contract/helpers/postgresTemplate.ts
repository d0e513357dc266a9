import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import type { Database } from '../../../server/db/schema';
import { seedDatabase } from '../../../server/db/seed/index';
import { TEST_PASSWORD_COST, type TestDatabase } from '../../server/helpers/testApp';

const HOUR = 3_600_000;
/** Any number, the same in every worker: the lock that lets one of them build the run's template. */
const TEMPLATE_LOCK = 260_526;

const urlOf = (name: string) => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A fresh, migrated and seeded PostgreSQL database for one contract file, copied from a template the
 * run's first file builds (migrating and seeding take seconds each; a copy takes a fraction of one).
 * The template belongs to this jest run (the workers' parent process) and remembers when it was
 * seeded, which is where the copy's clock must start; templates of runs over an hour old are dropped.
 */
export async function seededPostgres(scale: number): Promise<TestDatabase & { seededAt: number }> {
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL!, max: 1 }) }) });
  try {
    const template = `jiutuan_contract_tpl_${process.ppid}_${String(scale).replace('.', '_')}`;
    const seededAt = await ensureTemplate(admin, template, scale);
    const name = `jiutuan_contract_${process.pid}_${randomBytes(4).toString('hex')}`;
    await sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(admin);
    const db = await createDatabase(urlOf(name), { onPoolError: () => undefined });
    return { db, url: urlOf(name), seededAt, drop: () => dropDatabase(db, name) };
  } finally {
    await admin.destroy();
  }
}

async function ensureTemplate(admin: Kysely<unknown>, template: string, scale: number): Promise<number> {
  await sql`select pg_advisory_lock(${TEMPLATE_LOCK})`.execute(admin);
  try {
    const found = await sql<{ note: string | null }>`select shobj_description(oid, 'pg_database') as note from pg_database where datname = ${template}`.execute(admin);
    const note = Number(found.rows[0]?.note ?? 0);
    if (note > 0 && Date.now() - note < HOUR) return note;
    await dropStaleTemplates(admin);
    const seededAt = Date.now();
    await sql`drop database if exists ${sql.id(template)} with (force)`.execute(admin);
    await sql`create database ${sql.id(template)}`.execute(admin);
    const db = await createDatabase(urlOf(template));
    await migrateToLatest(db);
    await seedDatabase(db, { scale, passwordCost: TEST_PASSWORD_COST, now: seededAt });
    await db.destroy();
    // Written last: a template without its note was left half-built and is built again.
    await sql`comment on database ${sql.id(template)} is ${sql.lit(String(seededAt))}`.execute(admin);
    return seededAt;
  } finally {
    await sql`select pg_advisory_unlock(${TEMPLATE_LOCK})`.execute(admin);
  }
}

/** A template outlives its run by one run at most: it goes once its jest process has ended, or after an hour. */
async function dropStaleTemplates(admin: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ datname: string; note: string | null }>`select datname, shobj_description(oid, 'pg_database') as note from pg_database where datname like 'jiutuan_contract_tpl_%'`.execute(admin);
  for (const row of rows.rows) {
    const owner = Number(/^jiutuan_contract_tpl_(\d+)_/.exec(row.datname)?.[1]);
    if (!alive(owner) || Date.now() - Number(row.note ?? 0) > HOUR) await sql`drop database if exists ${sql.id(row.datname)} with (force)`.execute(admin);
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function dropDatabase(db: Kysely<Database>, name: string): Promise<void> {
  await db.destroy();
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL!, max: 1 }) }) });
  await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
  await admin.destroy();
}
