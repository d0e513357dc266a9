/** The shop's process: config → database → migrations → seed when asked (or in development) → HTTP server. */
import 'reflect-metadata';
import { buildApp } from './app';
import { loggerOptions } from './http/logging';
import { hashConcurrency } from './services/auth/hashQueue';
import { loadConfig, missingOutsideParties } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { backfillSearch } from './services/search/backfill';
import { isSeeded, seedDatabase } from './db/seed/index';
import { drainAndClose } from './shutdown';
import { demoBindRefusal, demoExposedWarning, missingDatabaseFile, seedsEmptyDatabase, startOptions } from './startup';
import { registerPages } from './ssr/registerPages';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const config = loadConfig();
  const missing = missingOutsideParties(config);
  if (missing.length > 0) {
    throw new Error(`Refusing a production start without demo mode. Missing: ${missing.join('; ')}. Configure them, or run the demo with DEMO_MODE=1.`);
  }
  const exposure = demoBindRefusal(config);
  if (exposure !== null) throw new Error(exposure);
  const options = startOptions(process.argv);
  const missingFile = missingDatabaseFile(config, options);
  if (missingFile !== null) throw new Error(missingFile);
  const db = await createDatabase(config.databaseUrl);
  await migrateToLatest(db);
  await backfillSearch(db);
  if (seedsEmptyDatabase(config, options) && !(await isSeeded(db))) await seedDatabase(db, { scale: 1, now: Date.now() });

  const app = await buildApp({
    db,
    config,
    logger: loggerOptions(process.env.LOG_LEVEL ?? 'info'),
    registerPages: (instance, ctx) => registerPages(instance, { ctx, dev }),
  });
  const threads = { uvThreadpoolSize: Number(process.env.UV_THREADPOOL_SIZE) || 4, hashConcurrency: hashConcurrency() };
  app.log.info({ demoMode: config.demoMode, ...threads }, config.demoMode
    ? 'demo mode ON: login-test, the dev mailbox and the sandbox providers are served (never expose this to the internet)'
    : 'demo mode off: only real outside parties');
  const exposed = demoExposedWarning(config);
  if (exposed !== null) app.log.warn({ host: config.host }, exposed);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    process.exit(await drainAndClose(app, db, SHUTDOWN_GRACE_MS));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
