// Starts the production server for Playwright on a fresh SQLite file.
// `--dead-api` switches the page server's data path to the demo-only FAULT_BACKEND=down, to show the busy page.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '3100';
const deadApi = process.argv.includes('--dead-api');
const dir = mkdtempSync(path.join(tmpdir(), 'jiutuan-e2e-'));
const env = {
  ...process.env,
  PORT: port,
  DATABASE_URL: `file:${path.join(dir, 'shop.db')}`,
  PUBLIC_ORIGIN: `http://localhost:${port}`,
  LOG_LEVEL: 'warn',
  DEMO_MODE: '1',
  ...(deadApi ? { FAULT_BACKEND: 'down' } : {}),
};
// A fresh file each run: production start rules need --seed to create it.
const child = spawn(process.execPath, ['scripts/start.mjs', '--seed'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
