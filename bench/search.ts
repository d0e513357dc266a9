import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createDatabase } from '../server/db/database';
import type { LoadFigures } from './load';
import { checkRelevance, type RelevanceRow } from './searchRelevance';
import { seededDatabase, startServer } from './server';

export interface SearchFigures { scale: number; groupBuys: number; search: LoadFigures; searchUnderLoad: LoadFigures; suggest: LoadFigures; relevance: { passed: number; of: number; rows: RelevanceRow[] } }

/** The relevance table's queries (brand cases resolved on this database), for the load run. */
async function relevanceOn(dbFile: string): Promise<{ rows: RelevanceRow[]; groupBuys: number }> {
  const db = await createDatabase(`file:${dbFile}`);
  try {
    const count = await db.selectFrom('group_buys').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { rows: await checkRelevance(db), groupBuys: Number(count.n) };
  } finally {
    await db.destroy();
  }
}

/** Every query in turn: one connection gives a search's own latency, ten the throughput (and queueing). */
async function rotate(url: string, paths: string[], seconds: number, connections = 1): Promise<LoadFigures> {
  let next = 0;
  const result = await autocannon({
    url, duration: seconds, connections,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  return { requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx };
}

/** Search p50/p99 and the relevance table against a server on a seeded database. */
export async function measureSearch(url: string, dbFile: string, scale: number, seconds = 15): Promise<SearchFigures> {
  const { rows, groupBuys } = await relevanceOn(dbFile);
  const queries = rows.map((r) => encodeURIComponent(r.query));
  const searchPaths = queries.map((q) => `/v3/shopping/search?query=${q}&page=1`);
  const search = await rotate(url, searchPaths, seconds);
  const searchUnderLoad = await rotate(url, searchPaths, seconds, 10);
  // As-you-type: the first characters of each query.
  const suggest = await rotate(url, rows.map((r) => `/v3/shopping/search/suggest?query=${encodeURIComponent([...r.query].slice(0, 2).join(''))}`), seconds);
  console.table(rows.map((r) => ({ ok: r.ok ? '✓' : '✗', query: r.query, expected: r.expected, first: r.got, total: r.total })));
  return { scale, groupBuys, search, searchUnderLoad, suggest, relevance: { passed: rows.filter((r) => r.ok).length, of: rows.length, rows } };
}

/** `npm run bench` part: seeds a SQLite file at `scale` (50 by default, the figure), serves it, measures. */
export async function searchBench(port: number, scale = 50): Promise<SearchFigures> {
  const dbFile = seededDatabase(scale);
  const server = await startServer(port, { DATABASE_URL: `file:${dbFile}` });
  try {
    return await measureSearch(server.url, dbFile, scale);
  } finally {
    server.stop();
  }
}

// Alone: `npx tsx bench/search.ts --url http://localhost:3401 --db /tmp/shop.db [--scale 50]` against a running server.
if (process.argv[1]?.endsWith('bench/search.ts')) {
  const { values } = parseArgs({ options: { url: { type: 'string' }, db: { type: 'string' }, scale: { type: 'string', default: '50' }, seconds: { type: 'string', default: '15' } } });
  const run = values.url && values.db
    ? measureSearch(values.url, values.db, Number(values.scale), Number(values.seconds))
    : searchBench(3220, Number(values.scale));
  run.then((figures) => console.log(JSON.stringify({ ...figures, relevance: { passed: figures.relevance.passed, of: figures.relevance.of } }, null, 2)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
