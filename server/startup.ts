import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from './config';
import { isLoopback } from './networkConfig';

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

/**
 * A demo-mode server hands out accounts (the dev mailbox's reset links, login-test, the sandbox identity
 * provider): off the loopback address it starts only when DEMO_EXPOSE=1 says so on purpose.
 */
export function demoBindRefusal(config: Pick<Config, 'demoMode' | 'host' | 'demoExpose'>): string | null {
  if (!config.demoMode || isLoopback(config.host) || config.demoExpose) return null;
  return `Refusing to serve demo mode on HOST=${config.host}: anyone who reaches it can read any member's reset link in the dev mailbox and sign in without a password. Leave HOST unset (127.0.0.1), or set DEMO_EXPOSE=1 to expose the demo on purpose.`;
}

/** The warning a deliberately exposed demo logs at start (null when there is nothing to warn about). */
export function demoExposedWarning(config: Pick<Config, 'demoMode' | 'host' | 'demoExpose'>): string | null {
  if (!config.demoMode || isLoopback(config.host)) return null;
  return `DEMO_EXPOSE=1: demo mode is served on HOST=${config.host}; whoever reaches it can sign in as any member`;
}
