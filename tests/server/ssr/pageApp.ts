import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app';
import type { Config } from '../../../server/config';
import { seedDatabase } from '../../../server/db/seed/index';
import { registerPages, type PageRenderer } from '../../../server/ssr/registerPages';
import { render, renderErrorPage } from '../../../src/ui/ssr/entry-server';
import { renderAdmin } from '../../../src/admin/ssr/entry-server';
import { call } from '../helpers/api';
import { createTestDatabase, TEST_PASSWORD_COST, testConfig, type Dialect, type TestApp } from '../helpers/testApp';

/** The page server over the SSR entry's source, in process: what `npm start` serves, without a build. */
export const sourceRenderer = (overrides: Partial<PageRenderer> = {}): PageRenderer => {
  const template = readFileSync(path.join(process.cwd(), 'index.html'), 'utf8');
  const adminTemplate = readFileSync(path.join(process.cwd(), 'admin.html'), 'utf8');
  const admin = { template: async () => adminTemplate, entry: async () => ({ renderAdmin }) };
  return { template: async () => template, entry: async () => ({ render, renderErrorPage }), admin, ...overrides };
};

/** A seeded shop with its pages registered as main.ts registers them (no micro-cache: every load renders). */
export async function createPageApp(dialect: Dialect, options: { seed?: number; renderer?: PageRenderer; config?: Partial<Config> } = {}): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  await seedDatabase(database.db, { scale: options.seed ?? 0.05, passwordCost: TEST_PASSWORD_COST, now: Date.now() });
  const config = testConfig({ databaseUrl: database.url, microCacheMs: 0, ...options.config });
  const renderer = options.renderer ?? sourceRenderer();
  const app = await buildApp({ db: database.db, config, registerPages: (instance, ctx) => registerPages(instance, { ctx, dev: false, renderer }) });
  return { app, db: database.db, config, close: async () => { await app.close(); await database.drop(); } };
}

export const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
export const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The Cookie header a browser holds after signing in with e-mail and password. */
export async function browserCookies(app: TestApp['app'], email: string, password: string): Promise<string> {
  const login = await call(app, 'POST', '/v2/member/login', { body: { email, password } });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  return login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** A full load of a page, as a browser asks for it. */
export const fullLoad = (app: TestApp['app'], url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url, headers: { accept: BROWSER_ACCEPT, 'user-agent': DESKTOP_UA, ...headers } });
