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
 * Issue 26 step 2: services hold the rules and repositories (server/db/repositories/<area>) the SQL. A service
 * opens a transaction and passes it down, but builds no query (a raw `sql<T>` or `sql.ref` neither).
 */
const RAW_SQL = /\bsql(<|\.)/;
const queries = (file: string) => {
  const text = readFileSync(file, 'utf8');
  return QUERY.test(text) || RAW_SQL.test(text);
};
// Every area of server/services: a new area is held to the rule the day it is created.
const SERVICE_AREAS = readdirSync(path.join(process.cwd(), 'server/services')).filter((name) => statSync(path.join(process.cwd(), 'server/services', name)).isDirectory())
  .map((area) => `server/services/${area}`);

describe('the services, server/api and server/ops', () => {
  it('cover every area', () => expect(SERVICE_AREAS.length).toBeGreaterThan(25));

  it.each([...SERVICE_AREAS, 'server/api', 'server/ops'])('%s runs no query of its own', (dir) => {
    const offenders = sources(path.join(process.cwd(), dir)).filter(queries);
    expect(offenders.map((file) => path.relative(process.cwd(), file))).toEqual([]);
  });

  it.each(['server/app.ts', 'server/boot.ts', 'server/startup.ts'])('%s runs no query of its own', (file) => {
    expect(queries(path.join(process.cwd(), file))).toBe(false);
  });
});
