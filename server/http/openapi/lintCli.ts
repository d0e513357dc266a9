/**
 * `npm run lint:api` (part of `npm run lint`): the document GET /openapi.json serves, linted by Redocly
 * with the repo's redocly.yaml. Built from the app itself in demo mode (every route registered) on an
 * empty in-memory database, written to a temporary file, and the lint's exit status passed on.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';

async function servedDocument(): Promise<string> {
  const db = await createDatabase(':memory:');
  try {
    await migrateToLatest(db);
    const app = await buildApp({ db, config: { ...loadConfig({ DEMO_MODE: '1' }), databaseUrl: ':memory:' } });
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    await app.close();
    if (response.statusCode !== 200) throw new Error(`GET /openapi.json answered ${response.statusCode}: ${response.body}`);
    return response.body;
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'jiutuan-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, await servedDocument());
    const lint = spawnSync(join('node_modules', '.bin', 'redocly'), ['lint', '--config', 'redocly.yaml', file], {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    return lint.status ?? 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then((status) => {
  process.exitCode = status;
}, (error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
