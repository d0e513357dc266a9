import { existsSync } from 'node:fs';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed/index';
import { UNAVAILABLE_COPY } from '../../src/ui/pages/errors/errorCopy';
import { TEST_PASSWORD_COST } from './helpers/testApp';
import { freePort, hasPostgresBinaries, startPgCluster, type PgCluster } from './helpers/pgCluster';
import { driveLoad, fetchAnswer, startShop, type Answer, type ShopProcess } from './helpers/shopProcess';

const PING = '/ping';
const API = '/resource/mall/all';
const PAGE = '/';
const UNAVAILABLE_BODY = { error_code: 'GEN_000503', message: '系統維護中，請稍後再試' };
/**
 * Pages need the production build. Without one (a fresh CI checkout tests before it builds) the shop runs
 * on Vite's dev middleware and the probe and the API are checked alone: the crash is the same either way.
 */
const BUILT = existsSync('dist/server/entry-server.js') && existsSync('dist/client/index.html');
const SERVED = BUILT ? [PING, API, PAGE] : [PING, API];
/** The issue asks for "within seconds"; this bound only catches a shop that never comes back. */
const RECOVERY_BOUND_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const jsonOf = (answer: Answer): unknown => {
  try {
    return JSON.parse(answer.body);
  } catch {
    return null;
  }
};

/** What a request may answer while the database comes and goes: served, or the documented 503 of its kind. */
function acceptable(answer: Answer): boolean {
  if (answer.status === 200) return true;
  if (answer.status !== 503) return false;
  if (answer.path === PAGE) return answer.type.startsWith('text/html') && answer.body.includes(UNAVAILABLE_COPY.heading);
  const bodyOk = JSON.stringify(jsonOf(answer)) === JSON.stringify(UNAVAILABLE_BODY);
  return bodyOk && (answer.path === PING || answer.retryAfter !== null);
}

/** Asks until `path` answers `status` (the micro-cache may still hand out a page for a second). */
async function until(port: number, path: string, status: number, withinMs: number): Promise<Answer> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const answer = await fetchAnswer(port, path, { html: path === PAGE });
    if (answer.status === status || Date.now() > deadline) return answer;
    await sleep(100);
  }
}

/** Milliseconds until the probe, the API and a page all answer 200 again. */
async function recovery(port: number, since: number): Promise<number> {
  const answers = await Promise.all(SERVED.map((path) => until(port, path, 200, RECOVERY_BOUND_MS + 5_000)));
  expect(answers.map((answer) => `${answer.path} ${answer.status}`)).toEqual(SERVED.map((path) => `${path} 200`));
  return Date.now() - since;
}

/** While the database is away: the probe and the API answer the documented 503, a page the busy page. */
async function expectUnavailable(port: number): Promise<void> {
  const ping = await until(port, PING, 503, 5_000);
  expect({ status: ping.status, body: jsonOf(ping) }).toEqual({ status: 503, body: UNAVAILABLE_BODY });
  const api = await until(port, API, 503, 5_000);
  expect({ status: api.status, body: jsonOf(api), retryAfter: api.retryAfter }).toEqual({ status: 503, body: UNAVAILABLE_BODY, retryAfter: '5' });
  if (!BUILT) return;
  const page = await until(port, PAGE, 503, 5_000);
  expect({ status: page.status, type: page.type, busyPage: page.body.includes(UNAVAILABLE_COPY.heading) }).toEqual({ status: 503, type: 'text/html; charset=utf-8', busyPage: true });
}

const describeWithPostgres = hasPostgresBinaries() ? describe : describe.skip;

describeWithPostgres('the shop while PostgreSQL restarts under load (a throwaway cluster of its own)', () => {
  let cluster: PgCluster;
  let shop: ShopProcess;
  let load: ReturnType<typeof driveLoad> | undefined;

  beforeAll(async () => {
    cluster = await startPgCluster();
    const db = await createDatabase(cluster.url, { onPoolError: () => undefined });
    await migrateToLatest(db);
    await seedDatabase(db, { scale: 0.05, passwordCost: TEST_PASSWORD_COST, now: Date.now() });
    await db.destroy();
    shop = await startShop({ DATABASE_URL: cluster.url, DEMO_MODE: '1' }, await freePort(), !BUILT);
  }, 120_000);

  afterAll(async () => {
    await load?.stop();
    if (shop?.exited()) console.log(`the shop exited (${shop.exited()}):\n${shop.output().slice(-4_000)}`);
    await shop?.stop();
    cluster?.destroy();
  });

  it('never exits, answers 503 and the busy page while the database is away, and serves again by itself', async () => {
    const { port } = shop;
    await recovery(port, Date.now());
    load = driveLoad(port, BUILT ? [PING, API, PAGE, API] : [PING, API], 16, [PAGE]);
    await sleep(1_000);

    cluster.ctl('stop', '-m', 'fast');
    await expectUnavailable(port);
    expect(shop.exited()).toBeNull();

    cluster.ctl('start');
    const afterStop = await recovery(port, Date.now());
    const restarts: Record<string, number> = { 'stop -m fast, then start': afterStop };
    for (const mode of ['immediate', 'fast']) {
      cluster.ctl('restart', '-m', mode);
      restarts[`restart -m ${mode}`] = await recovery(port, Date.now());
    }
    await load.stop();
    console.log(`recovery after PostgreSQL came back (ms): ${JSON.stringify(restarts)}; ${load.answers.length} answers under load`);

    expect(shop.exited()).toBeNull();
    const wrong = load.answers.filter((answer) => !acceptable(answer)).map((answer) => `${answer.path} ${answer.status || answer.error} ${answer.body.slice(0, 120)}`);
    expect(wrong).toEqual([]);
    for (const ms of Object.values(restarts)) expect(ms).toBeLessThan(RECOVERY_BOUND_MS);
  }, 120_000);
});
