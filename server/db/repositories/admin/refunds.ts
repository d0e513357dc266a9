import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database> | Transaction<Database>;
export type RefundQueueFilter = 'requested' | 'decided' | 'all';

const queueQuery = (db: Db, filter: RefundQueueFilter) => {
  const q = db.selectFrom('refunds').innerJoin('orders', 'orders.id', 'refunds.order_id').innerJoin('members', 'members.id', 'refunds.member_id');
  if (filter === 'requested') return q.where('refunds.status', '=', 'requested');
  return filter === 'decided' ? q.where('refunds.status', '!=', 'requested') : q;
};

export const listRefundQueue = (db: Db, filter: RefundQueueFilter, page: { offset: number; limit: number }) =>
  queueQuery(db, filter)
    .select(['refunds.id', 'refunds.order_id', 'orders.number', 'members.email', 'refunds.status', 'refunds.amount', 'refunds.refund_to',
      'refunds.reason', 'refunds.note', 'refunds.reject_reason', 'refunds.created_at'])
    .orderBy('refunds.created_at', filter === 'requested' ? 'asc' : 'desc').orderBy('refunds.id').limit(page.limit).offset(page.offset).execute();

export async function countRefundQueue(db: Db, filter: RefundQueueFilter): Promise<number> {
  const row = await queueQuery(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findRefundForDecision = (db: Db, id: number) =>
  db.selectFrom('refunds').innerJoin('orders', 'orders.id', 'refunds.order_id')
    .select(['refunds.id', 'refunds.status', 'refunds.order_id', 'refunds.member_id', 'refunds.amount', 'refunds.refund_to', 'orders.number', 'orders.status as order_status'])
    .where('refunds.id', '=', id).executeTakeFirst();

/** Marks a still-requested refund rejected; false when it was decided meanwhile. */
export async function markRefundRejected(db: Db, id: number, reason: string, now: number): Promise<boolean> {
  const done = await db.updateTable('refunds').set({ status: 'rejected', reject_reason: reason, decided_at: now })
    .where('id', '=', id).where('status', '=', 'requested').executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** requested → approved (its gateway refund claimed), guarded; false when it was decided meanwhile. */
export async function markRefundApproved(db: Db, id: number, now: number): Promise<boolean> {
  const done = await db.updateTable('refunds').set({ status: 'approved', decided_at: now }).where('id', '=', id).where('status', '=', 'requested').executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** approved → requested again: the gateway did not give the money back. */
export async function markRefundRequestedAgain(db: Db, id: number): Promise<boolean> {
  const done = await db.updateTable('refunds').set({ status: 'requested', decided_at: null }).where('id', '=', id).where('status', '=', 'approved').executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** The order's captured payment (what a card or wallet refund goes back through). */
export const findCapturedPayment = (db: Db, orderId: number) =>
  db.selectFrom('payments').select(['id', 'method']).where('order_id', '=', orderId).where('state', '=', 'succeeded').where('amount', '>', 0)
    .orderBy('id', 'desc').executeTakeFirst();

export async function moveOrderStatus(db: Db, orderId: number, from: string, to: string, now: number): Promise<boolean> {
  const done = await db.updateTable('orders').set({ status: to, updated_at: now }).where('id', '=', orderId).where('status', '=', from).executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) return false;
  await db.insertInto('order_status_history').values({ order_id: orderId, status: to, created_at: now }).execute();
  return true;
}

/** Other refunds of the order still waiting (or 核准 with their gateway refund under way): while any is, the order stays 退款申請中. */
export async function countOpenRefunds(db: Db, orderId: number): Promise<number> {
  const row = await db.selectFrom('refunds').select((eb) => eb.fn.countAll<number>().as('n')).where('order_id', '=', orderId)
    .where('status', 'in', ['requested', 'approved']).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many of an order's other refunds already went back to the original payment method. */
export async function countOtherOriginalRefunds(db: Db, orderId: number, exceptRefundId: number): Promise<number> {
  const row = await db.selectFrom('refunds').select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('order_id', '=', orderId).where('id', '!=', exceptRefundId).where('refund_to', '=', 'original')
    .where('status', '=', 'refunded').where('amount', '>', 0).executeTakeFirstOrThrow();
  return Number(row.n);
}
