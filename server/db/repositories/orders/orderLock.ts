import { sql, type Transaction } from 'kysely';
import { isPostgres } from '../../database';
import type { Database } from '../../schema';

/**
 * Takes the order's row lock for the rest of the transaction, so 重新付款, 取消訂單, the unpaid-order
 * job, a refund request and a gateway's success for one order take turns and each sees what the one
 * before it wrote. SQLite runs one write transaction at a time, which is the same guarantee.
 */
export async function lockOrderRow(trx: Transaction<Database>, orderId: number): Promise<void> {
  if (isPostgres<Database>(trx)) await sql`select id from orders where id = ${orderId} for update`.execute(trx);
}
