import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Starts the production server in demo mode on a fresh SQLite file (`--seed` creates it) and waits for /ping. */
export async function startServer(port: number, extraEnv: Record<string, string> = {}): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'jiutuan-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs', '--seed'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEMO_MODE: '1', PORT: String(port), DATABASE_URL: `file:${path.join(dir, 'shop.db')}`, LOG_LEVEL: 'warn', PUBLIC_ORIGIN: `http://localhost:${port}`, ...extraEnv },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/ping`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start within 240 s');
}
