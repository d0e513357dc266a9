import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface OrderToShip {
  id: number; number: string; status: string; delivery_method: string; destination: string; buyer: string;
  total: number; goods: number; payment_method: string;
}

/** What a shipment is made from: the order's delivery, buyer and amounts. */
export async function findOrderToShip(db: Db, orderId: number): Promise<OrderToShip | undefined> {
  const row = await db.selectFrom('orders')
    .select(['id', 'number', 'status', 'delivery_method', 'destination', 'buyer', 'total', 'goods', 'payment_method'])
    .where('id', '=', orderId).executeTakeFirst();
  return row ? { ...row, total: Number(row.total), goods: Number(row.goods) } : undefined;
}

export async function listOrderProductTitles(db: Db, orderId: number): Promise<string[]> {
  const rows = await db.selectFrom('order_lines').select('product_title').where('order_id', '=', orderId).orderBy('id').execute();
  return rows.map((r) => r.product_title);
}

export async function findOrderStatus(db: Db, orderId: number): Promise<string | undefined> {
  return (await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst())?.status;
}

/** Paid orders waiting to be shipped, oldest first, that have sat since `before` (demo mode's warehouse). */
export async function listOrdersToShipSince(db: Db, before: number): Promise<number[]> {
  const rows = await db.selectFrom('orders').innerJoin('order_status_history as h', (j) => j.onRef('h.order_id', '=', 'orders.id').onRef('h.status', '=', 'orders.status'))
    .select('orders.id').where('orders.status', '=', 'to_ship').groupBy('orders.id')
    .having((eb) => eb(eb.fn.max('h.created_at'), '<=', before)).orderBy('orders.id').execute();
  return rows.map((r) => r.id);
}

/** Moves an order from → to with its history row; false when it was no longer in `from`. */
export async function moveOrderStatus(db: Db, orderId: number, from: string, to: string, now: number): Promise<boolean> {
  const moved = await db.updateTable('orders').set({ status: to, updated_at: now }).where('id', '=', orderId).where('status', '=', from).executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  await db.insertInto('order_status_history').values({ order_id: orderId, status: to, created_at: now }).execute();
  return true;
}
