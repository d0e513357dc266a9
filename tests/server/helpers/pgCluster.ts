import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PG_BIN = '/usr/lib/postgresql/15/bin';
export const hasPostgresBinaries = (): boolean => existsSync(path.join(PG_BIN, 'initdb')) && existsSync(path.join(PG_BIN, 'pg_ctl'));

/** A port nobody listens on right now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface PgCluster {
  url: string;
  /** pg_ctl with the cluster's data folder and options: `stop -m fast`, `restart -m immediate`, `start`… */
  ctl(...args: string[]): void;
  destroy(): void;
}

/**
 * A throwaway PostgreSQL cluster of our own, never the shared one of the other suites: its own
 * folder, port and socket folder, trust authentication. initdb refuses root, so as root it runs as
 * the postgres user in a folder handed to that user.
 */
export async function startPgCluster(): Promise<PgCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'jiutuan-pgrestart-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const run = (tool: string, args: string[]) => {
    const command = path.join(PG_BIN, tool);
    execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, { stdio: 'pipe' });
  };
  const port = await freePort();
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '--no-sync']);
  const ctl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, ...args]);
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    ctl,
    destroy: () => {
      try {
        ctl('stop', '-m', 'immediate');
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
