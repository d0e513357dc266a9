import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

/**
 * The drivers hold no SQL (issue 26): a route of server/http and the page server of server/ssr call
 * services and handlers; every query lives behind them. (dependency-cruiser keeps services from
 * importing the drivers; this keeps the drivers from querying.)
 */
describe('the HTTP routes and the page server', () => {
  it.each(['server/http', 'server/ssr'])('%s runs no query of its own', (dir) => {
    const offenders = sources(path.join(process.cwd(), dir)).filter((file) => QUERY.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(process.cwd(), file))).toEqual([]);
  });
});

/**
 * Services hold the rules and repositories the SQL (issue 26 step 2): these folders call
 * server/db/repositories and open transactions, but build no query (a raw `sql<T>` or `sql.ref` neither).
 */
describe('the services of auth, identity, the member pages, notifications, mail, health, metrics, images and web', () => {
  const folders = [
    'server/services/auth', 'server/services/identity', 'server/services/memberProfile', 'server/services/member',
    'server/services/notifications', 'server/services/mail', 'server/services/health', 'server/services/metrics',
    'server/services/images', 'server/services/web', 'server/api', 'server/ops',
  ];
  const RAW_SQL = /\bsql(<|\.)/;
  it.each(folders)('%s runs no query of its own', (dir) => {
    const offenders = sources(path.join(process.cwd(), dir)).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return QUERY.test(text) || RAW_SQL.test(text);
    });
    expect(offenders.map((file) => path.relative(process.cwd(), file))).toEqual([]);
  });

  it.each(['server/app.ts', 'server/boot.ts', 'server/startup.ts'])('%s runs no query of its own', (file) => {
    expect(QUERY.test(readFileSync(path.join(process.cwd(), file), 'utf8'))).toBe(false);
  });
});
