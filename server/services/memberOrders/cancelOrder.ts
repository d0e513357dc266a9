import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findOwnOrderStatus } from '../../db/repositories/orders/orders';
import { cancelOne } from '../orders/cancelUnpaid';

export type CancelOutcome = 'cancelled' | 'not-found' | 'not-cancellable';

/**
 * 取消訂單: only while 待付款. The same one transaction as the unpaid-order job gives back stock,
 * coupon and credit and writes the history row; its status guard makes a double tap harmless.
 */
export async function cancelMemberOrder(db: Kysely<Database>, memberId: number, orderId: number, now: number): Promise<CancelOutcome> {
  const order = await findOwnOrderStatus(db, memberId, orderId);
  if (!order) return 'not-found';
  if (order.status !== 'pending_payment') return 'not-cancellable';
  const done = await db.transaction().execute((trx) => cancelOne(trx, orderId, now));
  return done ? 'cancelled' : 'not-cancellable';
}
