import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from './config';

export interface StartOptions {
  /** `--seed`: create and seed a missing or empty database (the demo asks for it). */
  seed: boolean;
}

export const startOptions = (argv: string[]): StartOptions => ({ seed: argv.includes('--seed') });

/**
 * In production a missing SQLite file means a wrong path or a lost volume: refuse rather than start an
 * empty shop, unless `--seed` asks for a new one. Outside production a fresh file is the normal start.
 */
export function missingDatabaseFile(config: Config, options: StartOptions): string | null {
  if (!config.isProduction || options.seed || !config.databaseUrl.startsWith('file:')) return null;
  const path = resolve(config.databaseUrl.slice('file:'.length));
  if (existsSync(path)) return null;
  return `The database file ${path} does not exist. Check DATABASE_URL, or pass --seed to create and seed a new one (npm run demo does).`;
}

/** Demo rows go in only on request in production; development and tests seed an empty database as before. */
export const seedsEmptyDatabase = (config: Config, options: StartOptions): boolean => options.seed || !config.isProduction;
