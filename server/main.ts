/** The shop's process: config → database → migrations → seed on first start → HTTP server. */
import 'reflect-metadata';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { isSeeded, seedDatabase } from './db/seed/index';
import { registerPages } from './ssr/registerPages';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const config = loadConfig();
  const db = await createDatabase(config.databaseUrl);
  await migrateToLatest(db);
  if (!(await isSeeded(db))) await seedDatabase(db, { scale: 1, now: Date.now() });

  const app = await buildApp({
    db,
    config,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    registerPages: (instance) => registerPages(instance, { config, dev }),
  });
  await app.listen({ host: '0.0.0.0', port: config.port });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; a stuck one must not keep the process forever.
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await db.destroy();
    clearTimeout(force);
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
