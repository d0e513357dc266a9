import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The orders desk's filters as the service resolved them (times in epoch ms, `to` exclusive). */
export interface OrderFilter {
  status?: string; from?: number; to?: number; payment?: string; delivery?: string;
  email?: string; mobile?: string; numberPrefix?: string;
}
export interface OrderSort { column: 'created_at' | 'total' | 'number' | 'status'; dir: 'asc' | 'desc' }

// `like … escape '\'` with the text's own wildcards taken literally.
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered(db: Db, f: OrderFilter) {
  let q = db.selectFrom('orders').innerJoin('members', 'members.id', 'orders.member_id');
  if (f.status) q = q.where('orders.status', '=', f.status);
  if (f.from !== undefined) q = q.where('orders.created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('orders.created_at', '<', f.to);
  if (f.payment) q = q.where('orders.payment_method', '=', f.payment);
  if (f.delivery) q = q.where('orders.delivery_method', '=', f.delivery);
  if (f.email) q = q.where((eb) => eb(eb.fn('lower', ['members.email']), '=', f.email!));
  // The buyer is stored as JSON.stringify's output, so its mobile reads `"mobile":"0912…"` on both databases.
  if (f.mobile) q = q.where(sql<boolean>`orders.buyer like ${`%"mobile":"${literal(f.mobile)}"%`} escape '\\'`);
  if (f.numberPrefix) q = q.where(sql<boolean>`orders.number like ${`${literal(f.numberPrefix)}%`} escape '\\'`);
  return q;
}

export const listDeskOrders = (db: Db, f: OrderFilter, sort: OrderSort, page: { offset: number; limit: number }) =>
  filtered(db, f)
    .select(['orders.id', 'orders.number', 'orders.status', 'members.email', 'orders.buyer', 'orders.total', 'orders.payment_method',
      'orders.delivery_method', 'orders.created_at'])
    .orderBy(`orders.${sort.column}`, sort.dir).orderBy('orders.id', sort.dir).limit(page.limit).offset(page.offset).execute();

export async function countDeskOrders(db: Db, f: OrderFilter): Promise<number> {
  const row = await filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findDeskOrder = (db: Db, id: number) =>
  db.selectFrom('orders').innerJoin('members', 'members.id', 'orders.member_id')
    .select(['orders.id', 'orders.number', 'orders.status', 'members.email', 'orders.buyer', 'orders.delivery_method', 'orders.destination',
      'orders.payment_method', 'orders.goods', 'orders.shipping_fee', 'orders.promotion_discount', 'orders.coupon_discount',
      'orders.credit_used', 'orders.total', 'orders.created_at'])
    .where('orders.id', '=', id).executeTakeFirst();

export const listDeskOrderLines = (db: Db, orderId: number) =>
  db.selectFrom('order_lines').select(['id', 'product_title', 'size', 'unit_price', 'quantity']).where('order_id', '=', orderId).orderBy('id').execute();

export const listDeskOrderPayments = (db: Db, orderId: number) =>
  db.selectFrom('payments').select(['id', 'method', 'state', 'amount', 'card_brand', 'card_last4', 'created_at'])
    .where('order_id', '=', orderId).orderBy('id').execute();

export const findDeskOrderInvoice = (db: Db, orderId: number) =>
  db.selectFrom('einvoices').select(['number', 'random_code', 'status']).where('order_id', '=', orderId).executeTakeFirst();

export const findDeskShipment = (db: Db, orderId: number) =>
  db.selectFrom('shipments').select(['id', 'logistics_id', 'cvs_payment_no', 'created_at']).where('order_id', '=', orderId).executeTakeFirst();

export const listDeskShipmentEvents = (db: Db, shipmentId: number) =>
  db.selectFrom('shipment_events').select(['code', 'message', 'status_at']).where('shipment_id', '=', shipmentId).orderBy('status_at').orderBy('id').execute();

export const listDeskOrderTimeline = (db: Db, orderId: number) =>
  db.selectFrom('order_status_history').select(['status', 'created_at']).where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();

/** The order's captured charge: what a paid order's cancel gives back through the gateway. */
export const findCapturedCharge = (db: Db, orderId: number) =>
  db.selectFrom('payments').select(['id', 'method', 'amount', 'card_brand', 'card_last4'])
    .where('order_id', '=', orderId).where('state', '=', 'succeeded').where('amount', '>', 0).orderBy('id', 'desc').executeTakeFirst();

/** Who the order is and the credit it spent (what a cancel gives back). */
export async function findOrderCreditUsed(db: Db, orderId: number): Promise<{ member_id: number; credit_used: number }> {
  const row = await db.selectFrom('orders').select(['member_id', 'credit_used']).where('id', '=', orderId).executeTakeFirstOrThrow();
  return { member_id: row.member_id, credit_used: Number(row.credit_used) };
}
