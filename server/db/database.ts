import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { Database } from './schema';

// int8 (bigint: our epoch-ms columns, count(*)) arrives as a string by default; ours fit in 2^53.
pg.types.setTypeParser(20, (value: string) => Number(value));

function sqlitePath(url: string): string {
  if (url === ':memory:') return url;
  const path = resolve(url.slice('file:'.length));
  mkdirSync(dirname(path), { recursive: true });
  return path;
}

function openSqlite(url: string): Kysely<Database> {
  const database = new SQLite(sqlitePath(url));
  // WAL lets page renders read while a write is in progress; busy_timeout covers a second process.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
}

/**
 * Kysely's SQLite driver prepares every query afresh; preparing costs about as much as running
 * a page's small reads. Statements that return rows are kept prepared by their SQL text (the same
 * query code gives the same text; parameters are bound per call), at most `max` of them, the least
 * recently used going first. Safe because the driver runs one statement at a time on the single connection, and
 * SQLite re-prepares a kept statement by itself after a schema change.
 */
export function withStatementCache(database: SQLite.Database, max = 500): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      kept.clear();
      database.close();
    },
    prepare: (sql) => {
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
    },
  };
}

export interface DatabaseOptions {
  /** An idle PostgreSQL connection broke (server restart, admin command); the pool reconnects on next use. */
  onPoolError?: (error: Error) => void;
}

function openPostgres(url: string, options: DatabaseOptions): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Without a listener an idle client's error would crash the process.
  pool.on('error', options.onPoolError ?? ((error) => console.error(`postgres connection lost: ${error.message}`)));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Opens the database of DATABASE_URL: `file:PATH` or `:memory:` (SQLite) or `postgres://…`. */
export async function createDatabase(url: string, options: DatabaseOptions = {}): Promise<Kysely<Database>> {
  return /^postgres(ql)?:\/\//.test(url) ? openPostgres(url, options) : openSqlite(url);
}

export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
