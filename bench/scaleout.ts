/**
 * Scale-out figures: 1, 2 and 4 app processes behind nginx on one PostgreSQL (scripts/scaleout.mjs),
 * requests/s and p99 for the catalog, a signed-in cart and order placement, then proof that state is
 * shared across processes (a lockout, a session, an idempotency key). Runnable alone:
 *
 *   npx tsx bench/scaleout.ts            (→ bench/scaleout.json; DATABASE_URL=postgres://… to use yours)
 *
 * or as part of `BENCH_SCALEOUT=1 npm run bench`. Short runs (5 s, 10 connections): the machine is shared.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import { createDatabase } from '../server/db/database';
import type { Database } from '../server/db/schema';
import { freePort, startCluster, startPostgres } from '../scripts/scaleout.mjs';
import type { LoadFigures } from './load';

const SECONDS = Number(process.env.SCALEOUT_SECONDS ?? 5);
const CONNECTIONS = 10;
const PROCESS_COUNTS = [1, 2, 4];
/** Orders spread over ten generated members, each with its own option, so no single row lock sets the pace. */
const ORDER_MEMBERS = 10;
const CHECKOUTS_PER_MEMBER = 800;
const JSON_HEADERS = { 'content-type': 'application/json', platform: 'desktop' };

interface Buyer { memberId: number; optionId: number; destinationId: number; cookie: string }

async function json(response: Response): Promise<{ status: number; body: Record<string, unknown> }> {
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) });

/** Signs a generated member in through login-test (demo mode): the `sid` session cookie. */
async function sessionCookie(baseUrl: string, email: string): Promise<string> {
  const response = await post(`${baseUrl}/v2/member/login-test`, { email });
  if (!response.ok) throw new Error(`login-test ${email}: ${response.status} ${await response.text()}`);
  const sid = response.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('login-test set no sid cookie');
  return sid;
}

async function amyToken(baseUrl: string): Promise<string> {
  const { status, body } = await json(await post(`${baseUrl}/v2/member/login`, { email: 'amy@example.com', password: 'jiutuan-demo-1' }));
  if (status !== 200) throw new Error(`amy sign-in: ${status}`);
  return (body.data as { access_token: string }).access_token;
}

/** Ten members, each with an option that has room for every order and a home destination. */
async function prepareBuyers(db: Kysely<Database>): Promise<Omit<Buyer, 'cookie'>[]> {
  const options = await db.selectFrom('options')
    .innerJoin('products', 'products.id', 'options.product_id')
    .innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id')
    .select(['options.id', 'products.group_buy_id'])
    .where('options.current_price', '>', 0).where('products.status', '=', 'active').where('group_buys.is_adult_only', '=', 0)
    .orderBy('options.id').limit(200).execute();
  const picked = [...new Map(options.map((o) => [o.group_buy_id, o])).values()].slice(0, ORDER_MEMBERS + 1);
  const now = Date.now();
  for (const option of picked) {
    await db.updateTable('options').set({ stock: 10_000_000, purchase_limit: 10_000_000 }).where('id', '=', option.id).execute();
    await db.updateTable('group_buys').set({ status: 'open', starts_at: now - 86_400_000, ends_at: now + 7 * 86_400_000 }).where('id', '=', option.group_buy_id).execute();
  }
  const members = await db.selectFrom('members').select(['id', 'email'])
    .where('email', 'in', Array.from({ length: ORDER_MEMBERS + 1 }, (_, i) => `member${i + 3}@example.com`)).orderBy('id').execute();
  if (members.length < ORDER_MEMBERS + 1 || picked.length < ORDER_MEMBERS + 1) throw new Error('seed has too few generated members or open options');
  const buyers: Omit<Buyer, 'cookie'>[] = [];
  for (const [i, member] of members.entries()) {
    const home = await db.insertInto('destinations').values({
      member_id: member.id, kind: 'home', recipient: '王小美', mobile: '0912345678', city: '臺北市', district: '大安區', zip: '106', street: '復興南路一段 1 號',
      store_chain: null, store_id: null, store_name: null, is_default: 1, created_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    buyers.push({ memberId: member.id, optionId: picked[i].id, destinationId: home.id });
  }
  return buyers;
}

/** Ready checkouts straight in the database (the bench measures placing the order, not filling forms). */
async function openCheckouts(db: Kysely<Database>, buyer: Omit<Buyer, 'cookie'>, count: number): Promise<number[]> {
  const now = Date.now();
  const row = {
    member_id: buyer.memberId, lines: JSON.stringify([{ option_id: buyer.optionId, quantity: 1 }]), price_snapshot: '{}', buyer_name: '王小美', buyer_mobile: '0912345678',
    buyer_email: 'buyer@example.com', delivery_method: 'home', destination_id: buyer.destinationId, payment_method: 'atm', invoice: '{"kind":"member"}',
    member_coupon_id: 0, credit_requested: 0, order_id: null, created_at: now, updated_at: now,
  };
  const ids: number[] = [];
  for (let i = 0; i < count; i += 400) {
    const rows = await db.insertInto('checkouts').values(Array.from({ length: Math.min(400, count - i) }, () => row)).returning('id').execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

type Figures = LoadFigures & { errors: number };

function figures(result: autocannon.Result): Figures {
  return { requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

async function measure(url: string, init: Partial<autocannon.Options> = {}): Promise<Figures> {
  return figures(await autocannon({ url, duration: SECONDS, connections: CONNECTIONS, ...init }));
}

/** POST /v1/orders: each request a fresh checkout of one of the buyers and its own Idempotency-Key. */
async function measureOrders(url: string, buyers: Buyer[], checkouts: number[][], run: string): Promise<Figures & { orders: number }> {
  let next = 0;
  const result = await autocannon({
    url: `${url}/v1/orders`, duration: SECONDS, connections: CONNECTIONS,
    requests: [{
      method: 'POST', headers: JSON_HEADERS,
      setupRequest: (request) => {
        const n = next++;
        const buyer = n % buyers.length;
        const ids = checkouts[buyer];
        const checkoutId = ids[Math.floor(n / buyers.length) % ids.length];
        return {
          ...request,
          headers: { ...request.headers, cookie: buyers[buyer].cookie, 'idempotency-key': `bench-${run}-${n}` },
          body: JSON.stringify({ checkout_id: checkoutId }),
        };
      },
    }],
  });
  return { ...figures(result), orders: result['2xx'] };
}

interface Check { ok: boolean; detail: string }

/** State lives in the database: what one process decided, another one honours. Talks to two processes directly. */
async function stateIsShared(db: Kysely<Database>, a: string, b: string, buyer: Buyer, run: string): Promise<Record<string, Check>> {
  // Calls from 127.0.0.1 (the configured proxy address, TRUST_PROXY=127.0.0.1) are believed in X-Forwarded-For, so this check's address is its own and no other limit is touched.
  const from = { 'x-forwarded-for': '198.51.100.23' };

  // 1. Lockout: five wrong passwords through A, then the sixth attempt through B is refused with Retry-After.
  const email = `lockout-${run}@example.com`;
  const wrong: number[] = [];
  for (let i = 0; i < 5; i++) wrong.push((await post(`${a}/v2/member/login`, { email, password: 'not-the-password' }, from)).status);
  const onB = await post(`${b}/v2/member/login`, { email, password: 'not-the-password' }, from);
  const lockout = { ok: wrong.every((s) => s === 401) && onB.status === 429 && Number(onB.headers.get('retry-after')) > 0, detail: `A: ${wrong.join(',')}; B: ${onB.status} Retry-After ${onB.headers.get('retry-after')}` };

  // 2. Session: signed in through A (session cookie and access token), recognised by B.
  const sid = await sessionCookie(a, 'member20@example.com');
  const me = await json(await fetch(`${b}/v2/member/me`, { headers: { cookie: sid } }));
  const token = await amyToken(a);
  const cart = await fetch(`${b}/v2/shoppingcart/count`, { headers: { 'x-oauth-token': token } });
  const session = {
    ok: me.status === 200 && (me.body.data as { email: string }).email === 'member20@example.com' && cart.status === 200,
    detail: `sid from A on B: ${me.status} ${(me.body.data as { email?: string } | undefined)?.email ?? ''}; token from A on B: ${cart.status}`,
  };

  // 3. Idempotency: an order placed through A, the same key replayed through B answers the same order.
  const [first, second] = await openCheckouts(db, buyer, 2);
  const key = `check-${run}`;
  const placed = await json(await post(`${a}/v1/orders`, { checkout_id: first }, { cookie: buyer.cookie, 'idempotency-key': key }));
  const replay = await json(await post(`${b}/v1/orders`, { checkout_id: first }, { cookie: buyer.cookie, 'idempotency-key': key }));
  const other = await post(`${b}/v1/orders`, { checkout_id: second }, { cookie: buyer.cookie, 'idempotency-key': key });
  const orderOf = (r: { body: Record<string, unknown> }) => (r.body.data as { order_id?: number } | undefined)?.order_id;
  const idempotency = {
    ok: placed.status === 201 && replay.status === 200 && orderOf(placed) === orderOf(replay) && other.status === 422,
    detail: `A: ${placed.status} order ${orderOf(placed)}; same key on B: ${replay.status} order ${orderOf(replay)}; same key, other checkout on B: ${other.status}`,
  };
  return { lockout, session, idempotency };
}

export interface ScaleOutReport {
  at: string;
  machine: { cores: number; node: string };
  seconds: number;
  connections: number;
  processes: Record<string, { catalog: Figures; cart: Figures; orders: Figures & { orders: number } }>;
  stateShared: Record<string, Check>;
}

export async function scaleOut(log: (line: string) => void = console.log): Promise<ScaleOutReport> {
  const given = process.env.DATABASE_URL ?? '';
  const pg = /^postgres(ql)?:\/\//.test(given) ? null : await startPostgres({ log });
  const databaseUrl = pg?.url ?? given;
  const run = Date.now().toString(36);
  const report: ScaleOutReport = {
    at: new Date().toISOString(), machine: { cores: cpus().length, node: process.version }, seconds: SECONDS, connections: CONNECTIONS, processes: {}, stateShared: {},
  };
  let db: Kysely<Database> | null = null;
  try {
    const port = await freePort();
    let buyers: Omit<Buyer, 'cookie'>[] = [];
    for (const [index, processes] of PROCESS_COUNTS.entries()) {
      const cluster = await startCluster({ processes, databaseUrl, port, log, build: index === 0 });
      try {
        db ??= await createDatabase(databaseUrl);
        if (buyers.length === 0) buyers = await prepareBuyers(db);
        const signedIn: Buyer[] = [];
        for (const buyer of buyers) {
          const email = (await db.selectFrom('members').select('email').where('id', '=', buyer.memberId).executeTakeFirstOrThrow()).email;
          signedIn.push({ ...buyer, cookie: await sessionCookie(cluster.url, email) });
        }
        const orderBuyers = signedIn.slice(0, ORDER_MEMBERS);
        const checkouts: number[][] = [];
        for (const buyer of orderBuyers) checkouts.push(await openCheckouts(db, buyer, CHECKOUTS_PER_MEMBER));

        const token = await amyToken(cluster.url);
        const member = { ...JSON_HEADERS, 'x-oauth-token': token };
        if (index === 0) {
          for (const buyer of orderBuyers.slice(0, 3)) await post(`${cluster.url}/v3/shoppingcart`, { item_id: buyer.optionId, number: 1 }, member);
        }
        const catalogUrl = `${cluster.url}/v3/shopping/mall/all/groupbuy/hot?page=1`;
        await autocannon({ url: catalogUrl, duration: 1, connections: CONNECTIONS }); // warm-up (JIT, pools)
        log(`[bench] ${processes} process(es): measuring ${SECONDS} s × 3…`);
        report.processes[String(processes)] = {
          catalog: await measure(catalogUrl),
          cart: await measure(`${cluster.url}/v2/shoppingcart`, { headers: member }),
          orders: await measureOrders(cluster.url, orderBuyers, checkouts, `${run}-${processes}`),
        };
        log(`[bench] ${processes}: ${JSON.stringify(report.processes[String(processes)])}`);
        if (processes === PROCESS_COUNTS[PROCESS_COUNTS.length - 1]) {
          report.stateShared = await stateIsShared(db, cluster.appUrls[0], cluster.appUrls[1], signedIn[ORDER_MEMBERS], run);
          log(`[bench] state shared across processes: ${JSON.stringify(report.stateShared)}`);
        }
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    await db?.destroy();
    pg?.stop();
  }
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  scaleOut().then((report) => {
    writeFileSync('bench/scaleout.json', `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report, null, 2));
    if (Object.values(report.stateShared).some((check) => !check.ok)) process.exitCode = 1;
  }).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
