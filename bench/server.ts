import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer { url: string; pid: number; stop: () => void }

/** Waits until `child` answers /ping on `port`; kills it after `timeoutMs`. */
export async function whenUp(child: ChildProcess, port: number, timeoutMs: number, pollMs = 500): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/ping`)).ok) return { url, pid: child.pid!, stop: () => child.kill('SIGTERM') };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start within ${timeoutMs / 1000} s`);
}

/** Starts the production server in demo mode on a fresh SQLite file (`--seed` creates it) and waits for /ping. */
export async function startServer(port: number, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'jiutuan-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs', '--seed'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEMO_MODE: '1', PORT: String(port), DATABASE_URL: `file:${path.join(dir, 'shop.db')}`, LOG_LEVEL: 'warn', PUBLIC_ORIGIN: `http://localhost:${port}`, ...extraEnv },
  });
  return whenUp(child, port, 240_000);
}

const seeded = new Map<number, string>();

/**
 * A SQLite file seeded at `scale` by the seed CLI (deals relative to now), once per bench run:
 * the search and server-cost parts share the scale-50 file instead of seeding it twice.
 */
export function seededDatabase(scale: number): string {
  const known = seeded.get(scale);
  if (known) return known;
  const file = path.join(mkdtempSync(path.join(tmpdir(), `jiutuan-scale${scale}-`)), 'shop.db');
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/db/seed/cli.ts', '--scale', String(scale)], {
    stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DATABASE_URL: `file:${file}` },
  });
  if (run.status !== 0) throw new Error(`seeding at scale ${scale} failed`);
  seeded.set(scale, file);
  return file;
}
