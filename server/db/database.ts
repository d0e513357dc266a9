import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type Dialect, type LogEvent, type SqliteDatabase } from 'kysely';
import type { Database } from './schema';
import { sqliteWriteGuard, type DiskSpaceProbe } from './sqliteGuard';

// int8 (bigint: our epoch-ms columns, count(*)) arrives as a string by default; ours fit in 2^53.
pg.types.setTypeParser(20, (value: string) => Number(value));

function sqlitePath(url: string): string {
  if (url === ':memory:') return url;
  const path = resolve(url.slice('file:'.length));
  mkdirSync(dirname(path), { recursive: true });
  return path;
}

function openSqlite(url: string, options: DatabaseOptions): Kysely<Database> {
  const path = sqlitePath(url);
  const database = new SQLite(path);
  // WAL lets page renders read while a write is in progress; busy_timeout covers a second process.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const beforeWrite = path === ':memory:' ? undefined : sqliteWriteGuard(path, options.diskSpace);
  return observed(new SqliteDialect({ database: withStatementCache(database, 500, beforeWrite) }));
}

/** Told of every query's duration in seconds (the metrics' histogram). */
export type QueryListener = (seconds: number, failed: boolean) => void;
const queryListeners = new WeakMap<Kysely<Database>, Set<QueryListener>>();
const pools = new WeakMap<Kysely<Database>, pg.Pool>();

/** A database whose queries can be timed by whoever listens (nobody by default: then the log costs a set's size check). */
function observed(dialect: Dialect, pool?: pg.Pool): Kysely<Database> {
  const listeners = new Set<QueryListener>();
  const log = (event: LogEvent) => {
    for (const listener of listeners) listener(event.queryDurationMillis / 1000, event.level === 'error');
  };
  const db = new Kysely<Database>({ dialect, log });
  queryListeners.set(db, listeners);
  if (pool) pools.set(db, pool);
  return db;
}

/** Times every query of `db` from now on; returns the way to stop. */
export function onQuery(db: Kysely<Database>, listener: QueryListener): () => void {
  const listeners = queryListeners.get(db);
  listeners?.add(listener);
  return () => listeners?.delete(listener);
}

/** PostgreSQL's pool as it stands (connections open, idle, requests waiting); null on SQLite. */
export function poolStats(db: Kysely<Database>): { total: number; idle: number; waiting: number } | null {
  const pool = pools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

/**
 * Kysely's SQLite driver prepares every query afresh; preparing costs about as much as running
 * a page's small reads. Statements that return rows are kept prepared by their SQL text (the same
 * query code gives the same text; parameters are bound per call), at most `max` of them, the least
 * recently used going first. Safe because the driver runs one statement at a time on the single connection, and
 * SQLite re-prepares a kept statement by itself after a schema change. `beforeWrite` runs before every
 * statement that writes and may throw to refuse it (sqliteGuard.ts).
 */
export function withStatementCache(database: SQLite.Database, max = 500, beforeWrite?: () => void): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  const cached = (sql: string): SQLite.Statement => {
    const known = kept.get(sql);
    if (known) {
      kept.delete(sql);
      kept.set(sql, known);
      return known;
    }
    const statement = database.prepare(sql);
    if (!statement.reader) return statement;
    kept.set(sql, statement);
    if (kept.size > max) kept.delete(kept.keys().next().value!);
    return statement;
  };
  return {
    close: () => {
      kept.clear();
      database.close();
    },
    prepare: (sql) => {
      const statement = cached(sql);
      // Checked on every use, kept or new (INSERT … RETURNING is kept); BEGIN/COMMIT/ROLLBACK count as read-only.
      if (beforeWrite && !statement.readonly) beforeWrite();
      return statement;
    },
  };
}

export interface DatabaseOptions {
  /** A PostgreSQL connection broke (server restart, admin command); the pool replaces it on next use. */
  onPoolError?: (error: Error) => void;
  /** SQLite: the free space next to the file (sqliteGuard.ts); tests simulate a full disk with it. */
  diskSpace?: DiskSpaceProbe;
}

/**
 * While PostgreSQL is away a request fails within this long (connect, or a wait for a free client)
 * instead of hanging: the API answers 503 and the page the busy page, and /ping tells the truth.
 */
export const PG_CONNECT_TIMEOUT_MS = 5_000;

function openPostgres(url: string, options: DatabaseOptions): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS, keepAlive: true });
  const report = options.onPoolError ?? ((error: Error) => console.error(`postgres connection lost: ${error.message}`));
  // A client checked out of the pool (between a transaction's statements, or just as a query ends) has
  // no pool listener: its 'error' (57P01 on a restart) would be unhandled and end the process. The
  // client's own listener covers it for its whole life, idle or checked out; a broken client is not
  // queryable and the pool drops it on release. The pool's event repeats an idle client's error: already told.
  pool.on('connect', (client) => client.on('error', report));
  pool.on('error', () => undefined);
  return observed(new PostgresDialect({ pool }), pool);
}

/** Opens the database of DATABASE_URL: `file:PATH` or `:memory:` (SQLite) or `postgres://…`. */
export async function createDatabase(url: string, options: DatabaseOptions = {}): Promise<Kysely<Database>> {
  return /^postgres(ql)?:\/\//.test(url) ? openPostgres(url, options) : openSqlite(url, options);
}

export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
