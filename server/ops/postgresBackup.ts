/** PostgreSQL's side of backups: pg_dump's custom format out, pg_restore's script back in one transaction. */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { findPgTool, finished, pgConnection, runPgTool } from './postgresTools';

/** A consistent dump while the shop serves: pg_dump reads one snapshot (a repeatable-read transaction). */
export async function dumpPostgres(databaseUrl: string, dest: string): Promise<void> {
  const { url, env } = pgConnection(databaseUrl);
  await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${dest}`, `--dbname=${url}`], env);
}

/** The tables of the target and the sessions other than ours: a restore over either needs --force. */
export async function postgresOccupancy(databaseUrl: string): Promise<{ tables: number; otherSessions: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ n: string }>("select count(*) as n from information_schema.tables where table_schema = 'public'");
    const sessions = await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return { tables: Number(tables.rows[0]!.n), otherSessions: Number(sessions.rows[0]!.n) };
  } finally {
    await client.end();
  }
}

// pg_restore --clean drops only what the backup holds: a table a newer migration made would stay and
// that migration would fail when it runs again after the restore. The schema starts empty instead, and so
// does the job queue's (pg-boss): --clean cannot drop the constraints of its partitioned tables one by one.
const EMPTY_SCHEMA = 'BEGIN;\nDROP SCHEMA IF EXISTS public CASCADE;\nDROP SCHEMA IF EXISTS pgboss CASCADE;\nCREATE SCHEMA public;\n';

/**
 * Replaces the database's public schema with the backup's in one transaction: pg_restore writes the
 * script, psql runs it. COMMIT is sent only once pg_restore has read the whole archive: psql's own
 * --single-transaction commits at the end of its input, which a damaged, cut-short archive also reaches,
 * after the schema was emptied. Without the COMMIT psql ends and the server rolls everything back.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = pgConnection(databaseUrl);
  const script = spawn(findPgTool('pg_restore'), ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--file=-', file], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const psql = spawn(findPgTool('psql'), ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--file=-', `--dbname=${url}`], { env, stdio: ['pipe', 'ignore', 'pipe'] });
  const applied = finished(psql, 'psql');
  psql.stdin!.on('error', () => undefined); // psql stopped at an error: its exit code says so.
  psql.stdin!.write(EMPTY_SCHEMA);
  script.stdout!.pipe(psql.stdin!, { end: false });
  try {
    await finished(script, 'pg_restore');
    psql.stdin!.end('COMMIT;\n');
  } catch (error) {
    psql.stdin!.end();
    await applied.catch(() => undefined);
    throw error;
  }
  await applied;
}
