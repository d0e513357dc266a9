/** Finding and running PostgreSQL's client programs (pg_dump, pg_restore, psql) for backups. */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const VERSIONED_BINS = '/usr/lib/postgresql';

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `name` on PATH, else under /usr/lib/postgresql/<version>/bin (newest first: a newer pg_dump reads older servers). */
export function findPgTool(name: string, path = process.env.PATH ?? ''): string {
  for (const dir of path.split(delimiter).filter(Boolean)) if (executable(join(dir, name))) return join(dir, name);
  let versions: string[] = [];
  try {
    versions = readdirSync(VERSIONED_BINS).sort((a, b) => Number(b) - Number(a));
  } catch {
    // No versioned folder: only PATH counts.
  }
  for (const version of versions) if (executable(join(VERSIONED_BINS, version, 'bin', name))) return join(VERSIONED_BINS, version, 'bin', name);
  throw new Error(`${name} was not found on PATH nor under ${VERSIONED_BINS}/*/bin: install PostgreSQL's client programs (Debian: apt-get install postgresql-client)`);
}

export interface PgConnection {
  /** The URL without its password: it goes on the command line, which every user of the machine can read. */
  url: string;
  env: NodeJS.ProcessEnv;
}

/** Moves the password of DATABASE_URL into PGPASSWORD for the child process. */
export function pgConnection(databaseUrl: string): PgConnection {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Resolves when `child` exits 0; rejects with what it wrote to stderr otherwise. */
export function finished(child: ChildProcess, name: string): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${name} exited with ${code}: ${stderr.trim()}`))));
  });
}

/** Runs a PostgreSQL program to its end. */
export function runPgTool(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return finished(spawn(findPgTool(name), args, { env, stdio: ['ignore', 'ignore', 'pipe'] }), name);
}
