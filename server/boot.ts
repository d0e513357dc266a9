/** From the environment to a built shop: the one path `main.ts` starts and the production-start test drives. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp, type BuildAppOptions } from './app';
import { loadConfig, missingOutsideParties, type Config } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import type { Database } from './db/schema';
import { isSeeded, seedDatabase } from './db/seed/index';
import { seedDemoStaff } from './services/admin/demoStaff';
import { backfillSearch } from './services/search/backfill';
import { demoBindRefusal, missingDatabaseFile, seedsEmptyDatabase, startOptions } from './startup';

export interface BootedShop {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
}

/** What the caller adds to the app: the logger and the page server (main.ts), or route listeners (tests). */
export type BootExtras = Pick<BuildAppOptions, 'logger' | 'registerPages' | 'onRoute'>;

/**
 * The start rules first (a production start without its outside parties, demo mode off loopback, a
 * missing database file): each refuses by throwing before anything is opened. Then the database,
 * migrations, the search backfill, the seed when asked, and the app (not yet listening).
 */
export async function bootShop(env: Record<string, string | undefined>, argv: string[], extras: BootExtras = {}): Promise<BootedShop> {
  const config = loadConfig(env);
  const missing = missingOutsideParties(config);
  if (missing.length > 0) {
    throw new Error(`Refusing a production start without demo mode. Missing: ${missing.join('; ')}. Configure them, or run the demo with DEMO_MODE=1.`);
  }
  const exposure = demoBindRefusal(config);
  if (exposure !== null) throw new Error(exposure);
  const options = startOptions(argv);
  const missingFile = missingDatabaseFile(config, options);
  if (missingFile !== null) throw new Error(missingFile);
  const db = await createDatabase(config.databaseUrl);
  await migrateToLatest(db);
  await backfillSearch(db);
  if (seedsEmptyDatabase(config, options) && !(await isSeeded(db))) await seedDatabase(db, { scale: 1, now: Date.now() });
  // The back office's demo staff: demo mode only, never a known password in production.
  if (config.demoMode) await seedDemoStaff(db, config.passwordCost, Date.now());
  const app = await buildApp({ db, config, ...extras });
  return { app, db, config };
}
