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
 * Services hold the rules and call repositories (server/db/repositories) for every row they read or
 * write (issue 26 step 2); a transaction is opened in the service and passed down.
 */
const QUERYLESS_SERVICES = ['qa', 'search', 'catalog', 'catalogPages', 'mall', 'explore', 'tracking', 'photos'];

describe('the services', () => {
  it.each(QUERYLESS_SERVICES)('server/services/%s runs no query of its own', (area) => {
    const offenders = sources(path.join(process.cwd(), 'server/services', area)).filter((file) => QUERY.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(process.cwd(), file))).toEqual([]);
  });
});
