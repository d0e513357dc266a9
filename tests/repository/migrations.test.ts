import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Migrations are frozen schema (issue 26): a released migration runs the same forever, so it may not
 * import live code (services, the seed, the indexer) whose behaviour moves on. Data a database lacks
 * is written at start instead (server/services/search/backfill.ts).
 */
describe('migrations', () => {
  const dir = path.join(process.cwd(), 'server/db/migrations');
  const allowed = [/^kysely$/, /^\.\/[A-Za-z0-9_]+$/, /^\.\.\/database$/];

  it.each(readdirSync(dir).filter((f) => f.endsWith('.ts')))('%s imports only kysely and the migration helpers', (file) => {
    const source = readFileSync(path.join(dir, file), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports.filter((spec) => !allowed.some((rule) => rule.test(spec)))).toEqual([]);
  });
});
