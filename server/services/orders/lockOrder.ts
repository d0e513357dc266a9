import { sql, type Transaction } from 'kysely';
import { isPostgres } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * Takes the order's row lock for the rest of the transaction, so 重新付款, 取消訂單, the unpaid-order
 * job and a gateway's success for one order take turns and each sees what the one before it wrote.
 * SQLite runs one write transaction at a time, which is the same guarantee.
 */
export async function lockOrder(trx: Transaction<Database>, orderId: number): Promise<void> {
  if (isPostgres<Database>(trx)) await sql`select id from orders where id = ${orderId} for update`.execute(trx);
}

/** The states in which a payment can still be charged: the partial unique index allows one per order. */
export const OPEN_PAYMENT_STATES = ['pending', 'challenge'] as const;
