import type { Insertable, Kysely, Transaction } from 'kysely';
import type { GatewayRefundsTable } from '../../gatewayRefundSchema';
import type { Database } from '../../schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Claims the gateway refund of one payment; the unique index over live claims makes a second one fail. */
export async function insertGatewayRefund(db: Db, row: Omit<Insertable<GatewayRefundsTable>, 'state' | 'note' | 'settled_at'>): Promise<number> {
  return (await db.insertInto('gateway_refunds').values({ ...row, state: 'started', note: null, settled_at: null })
    .returning('id').executeTakeFirstOrThrow()).id;
}

/** The payment's claim still started or done (a trade is given back once), if any. */
export const findLiveGatewayRefund = (db: Db, paymentId: number) =>
  db.selectFrom('gateway_refunds').select(['id', 'state', 'kind']).where('payment_id', '=', paymentId).where('state', '<>', 'released').executeTakeFirst();

/** A staff cancel whose gateway refund is under way: the order must not be shipped meanwhile. */
export async function hasStartedCancelRefund(db: Db, orderId: number): Promise<boolean> {
  const row = await db.selectFrom('gateway_refunds').select('id').where('order_id', '=', orderId).where('kind', '=', 'cancel')
    .where('state', '=', 'started').executeTakeFirst();
  return row !== undefined;
}

/** started → done or released, once: false when the claim was settled already (by the job, or the call that made it). */
export async function settleGatewayRefund(db: Db, id: number, state: 'done' | 'released', note: string | null, now: number): Promise<boolean> {
  const done = await db.updateTable('gateway_refunds').set({ state, note, settled_at: now })
    .where('id', '=', id).where('state', '=', 'started').executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** Claims started before `before` and never settled (their process died mid-call), with the order's number, oldest first. */
export const listStaleGatewayRefunds = (db: Db, before: number, limit: number) =>
  db.selectFrom('gateway_refunds').innerJoin('orders', 'orders.id', 'gateway_refunds.order_id')
    .select(['gateway_refunds.id', 'gateway_refunds.order_id', 'gateway_refunds.payment_id', 'gateway_refunds.refund_id', 'gateway_refunds.kind',
      'gateway_refunds.method', 'gateway_refunds.amount', 'gateway_refunds.staff_id', 'gateway_refunds.ip', 'gateway_refunds.reason', 'orders.number'])
    .where('gateway_refunds.state', '=', 'started').where('gateway_refunds.started_at', '<', before)
    .orderBy('gateway_refunds.started_at').limit(limit).execute();

export type GatewayRefundRow = Awaited<ReturnType<typeof listStaleGatewayRefunds>>[number];
