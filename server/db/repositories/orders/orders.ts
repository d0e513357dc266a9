import type { Insertable, Kysely } from 'kysely';
import type { OrdersTable } from '../../checkoutSchema';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

export async function findOrder(db: Db, orderId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

/** The member's own order; another member's is undefined. */
export async function findOwnOrder(db: Db, memberId: number, orderId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).where('member_id', '=', memberId).executeTakeFirst();
}

export async function findOwnOrderStatus(db: Db, memberId: number, orderId: number) {
  return db.selectFrom('orders').select('status').where('id', '=', orderId).where('member_id', '=', memberId).executeTakeFirst();
}

export async function ownsOrder(db: Db, memberId: number, orderId: number): Promise<boolean> {
  return (await db.selectFrom('orders').select('id').where('id', '=', orderId).where('member_id', '=', memberId).executeTakeFirst()) !== undefined;
}

export async function findOrderStatus(db: Db, orderId: number): Promise<string> {
  return (await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
}

export async function insertOrder(db: Db, row: Insertable<OrdersTable>) {
  return db.insertInto('orders').values(row).returning(['id', 'status']).executeTakeFirstOrThrow();
}

/** 待付款 → cancelled in one guarded statement; undefined when the order was no longer 待付款. */
export async function cancelPendingOrder(db: Db, orderId: number, now: number) {
  return db.updateTable('orders').set({ status: 'cancelled', updated_at: now })
    .where('id', '=', orderId).where('status', '=', 'pending_payment').returning(['member_id', 'credit_used']).executeTakeFirst();
}

/** Orders still 待付款 whose payment deadline is before `now`. */
export async function listOverdueUnpaidOrderIds(db: Db, now: number): Promise<number[]> {
  const rows = await db.selectFrom('orders').select('id').where('status', '=', 'pending_payment')
    .where('payment_deadline', 'is not', null).where('payment_deadline', '<', now).execute();
  return rows.map((r) => r.id);
}

export async function setOrderStatus(db: Db, orderId: number, status: string, now: number): Promise<void> {
  await db.updateTable('orders').set({ status, updated_at: now }).where('id', '=', orderId).execute();
}

/** from → to in one guarded statement; whether it moved (false when another moved it first). */
export async function moveOrderStatus(db: Db, orderId: number, from: string, to: string, now: number): Promise<boolean> {
  const moved = await db.updateTable('orders').set({ status: to, updated_at: now }).where('id', '=', orderId).where('status', '=', from).executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0;
}

/** The ids of orders in `status` whose latest history row of it is at or before `before`. */
export async function listOrderIdsInStatusSince(db: Db, status: string, before: number): Promise<number[]> {
  const rows = await db.selectFrom('orders').innerJoin('order_status_history as h', (j) => j.onRef('h.order_id', '=', 'orders.id').onRef('h.status', '=', 'orders.status'))
    .select('orders.id').where('orders.status', '=', status).groupBy('orders.id')
    .having((eb) => eb(eb.fn.max('h.created_at'), '<=', before)).orderBy('orders.id').execute();
  return rows.map((r) => r.id);
}

export async function findOrderNumberAndTotal(db: Db, orderId: number) {
  return db.selectFrom('orders').select(['number', 'total']).where('id', '=', orderId).executeTakeFirstOrThrow();
}

export async function findOrderNumberAndStatus(db: Db, orderId: number) {
  return db.selectFrom('orders').select(['number', 'status']).where('id', '=', orderId).executeTakeFirstOrThrow();
}

export async function findOrderNumberAndBuyer(db: Db, orderId: number) {
  return db.selectFrom('orders').select(['number', 'buyer']).where('id', '=', orderId).executeTakeFirstOrThrow();
}

export async function findOrderPaymentMethod(db: Db, orderId: number): Promise<string> {
  return (await db.selectFrom('orders').select('payment_method').where('id', '=', orderId).executeTakeFirstOrThrow()).payment_method;
}

/** What choosing a payment method depends on. */
export async function findOrderPaymentTerms(db: Db, orderId: number) {
  return db.selectFrom('orders').select(['status', 'payment_method', 'delivery_method', 'total']).where('id', '=', orderId).executeTakeFirstOrThrow();
}

/** One of the member's orders with what the refund rules read. */
export async function findOwnOrderRefundFacts(db: Db, memberId: number, orderId: number) {
  return db.selectFrom('orders').select(['id', 'member_id', 'number', 'status', 'total', 'credit_used', 'payment_method', 'invoice_number'])
    .where('id', '=', orderId).where('member_id', '=', memberId).executeTakeFirst();
}

export async function setOrderPaymentMethod(db: Db, orderId: number, method: string, now: number): Promise<void> {
  await db.updateTable('orders').set({ payment_method: method, updated_at: now }).where('id', '=', orderId).execute();
}

export async function setOrderPaymentDeadline(db: Db, orderId: number, deadline: number): Promise<void> {
  await db.updateTable('orders').set({ payment_deadline: deadline }).where('id', '=', orderId).execute();
}

/** The same, only while the order is still 待付款. */
export async function setPendingOrderPaymentDeadline(db: Db, orderId: number, deadline: number): Promise<void> {
  await db.updateTable('orders').set({ payment_deadline: deadline }).where('id', '=', orderId).where('status', '=', 'pending_payment').execute();
}

/** The order is paid: 待出貨 with its paid time and e-invoice number. */
export async function markOrderPaid(db: Db, orderId: number, now: number): Promise<void> {
  await db.updateTable('orders').set({ status: 'to_ship', paid_at: now, updated_at: now })
    .where('id', '=', orderId).execute();
}

/** Each order's count of a member by status. */
export async function countOrdersByStatus(db: Db, memberId: number) {
  return db.selectFrom('orders').select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('member_id', '=', memberId).groupBy('status').execute();
}

/** A page of a member's orders (in `statuses` when given), newest first. */
export async function listOrderSummaries(db: Db, memberId: number, statuses: readonly string[] | null, page: { limit: number; offset: number }) {
  let query = db.selectFrom('orders').select(['id', 'number', 'status', 'created_at', 'total', 'payment_method']).where('member_id', '=', memberId);
  if (statuses !== null) query = query.where('status', 'in', [...statuses]);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
}
