import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDatabase } from '../server/db/database';
import type { LoadFigures } from './load';
import { startServer } from './server';
import { signedInHeaders } from './session';

const CHECKOUTS = 20_000;

/** Opens many ready checkouts for the demo member straight in the database: one option with room for every order. */
async function prepare(dbFile: string): Promise<number[]> {
  const db = await createDatabase(`file:${dbFile}`);
  try {
    const option = await db.selectFrom('options').innerJoin('products', 'products.id', 'options.product_id')
      .select(['options.id', 'products.group_buy_id']).where('options.current_price', '>', 0).orderBy('options.id').limit(1).executeTakeFirstOrThrow();
    await db.updateTable('options').set({ stock: 1_000_000, purchase_limit: 1_000_000 }).where('id', '=', option.id).execute();
    await db.updateTable('group_buys').set({ status: 'open', ends_at: Date.now() + 86_400_000 }).where('id', '=', option.group_buy_id).execute();
    const now = Date.now();
    const home = await db.insertInto('destinations').values({
      member_id: 1, kind: 'home', recipient: '王小美', mobile: '0912345678', city: '臺北市', district: '大安區', zip: '106', street: '復興南路一段 1 號',
      store_chain: null, store_id: null, store_name: null, is_default: 1, created_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    const row = {
      member_id: 1, lines: JSON.stringify([{ option_id: option.id, quantity: 1 }]), price_snapshot: '{}', buyer_name: '王小美', buyer_mobile: '0912345678',
      buyer_email: 'amy@example.com', delivery_method: 'home', destination_id: home.id, payment_method: 'atm', invoice: '{"kind":"member"}',
      member_coupon_id: 0, credit_requested: 0, order_id: null, created_at: now, updated_at: now,
    };
    const ids: number[] = [];
    for (let i = 0; i < CHECKOUTS; i += 500) {
      const rows = await db.insertInto('checkouts').values(Array.from({ length: 500 }, () => row)).returning('id').execute();
      ids.push(...rows.map((r) => r.id));
    }
    return ids;
  } finally {
    await db.destroy();
  }
}

/** Order placement throughput and latency: each request a new checkout with its own idempotency key. */
export async function orderPlacement(port: number, seconds = 10): Promise<LoadFigures & { orders: number }> {
  const dbFile = path.join(mkdtempSync(path.join(tmpdir(), 'jiutuan-orders-')), 'shop.db');
  const server = await startServer(port, { DATABASE_URL: `file:${dbFile}`, DEMO_MODE: '1' });
  try {
    const ids = await prepare(dbFile);
    const headers = { ...(await signedInHeaders(server.url)), 'content-type': 'application/json' };
    let next = 0;
    const result = await autocannon({
      url: `${server.url}/v1/orders`, duration: seconds, connections: 10,
      requests: [{
        method: 'POST', headers,
        setupRequest: (request) => {
          const n = next++;
          return { ...request, headers: { ...request.headers, 'idempotency-key': `bench-order-${n}` }, body: JSON.stringify({ checkout_id: ids[n % ids.length] }) };
        },
      }],
    });
    return { requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, orders: result['2xx'] };
  } finally {
    server.stop();
  }
}
