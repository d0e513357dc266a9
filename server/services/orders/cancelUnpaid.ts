import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { lockOrder, OPEN_PAYMENT_STATES } from './lockOrder';

/** How often the server looks for unpaid orders past their deadline. */
export const CANCEL_UNPAID_EVERY_MS = 60_000;

/** Cancels one 待付款 order and gives back its stock, coupon and credit; false when it is no longer 待付款. */
export async function cancelOne(trx: Transaction<Database>, orderId: number, now: number): Promise<boolean> {
  // The same lock as 重新付款 and the gateway's success: a payment opened or paid meanwhile is seen, never left chargeable.
  await lockOrder(trx, orderId);
  const cancelled = await trx.updateTable('orders').set({ status: 'cancelled', updated_at: now })
    .where('id', '=', orderId).where('status', '=', 'pending_payment').returning(['member_id', 'credit_used']).executeTakeFirst();
  if (!cancelled) return false;
  const lines = await trx.selectFrom('order_lines').select(['option_id', 'quantity']).where('order_id', '=', orderId).execute();
  for (const line of lines) await trx.updateTable('options').set({ stock: sql<number>`stock + ${line.quantity}` }).where('id', '=', line.option_id).execute();
  await trx.updateTable('member_coupons').set({ used_at: null, order_id: null }).where('order_id', '=', orderId).execute();
  if (cancelled.credit_used > 0) {
    await trx.insertInto('credit_ledger').values({ member_id: cancelled.member_id, amount: cancelled.credit_used, reason: 'order_cancelled', order_id: orderId, created_at: now }).execute();
  }
  await trx.updateTable('payments').set({ state: 'expired', updated_at: now }).where('order_id', '=', orderId).where('state', 'in', OPEN_PAYMENT_STATES).execute();
  await trx.insertInto('order_status_history').values({ order_id: orderId, status: 'cancelled', created_at: now }).execute();
  return true;
}

/**
 * Cancels every order still 待付款 after its payment deadline (ATM: 3 days) and gives back its
 * stock, coupon and credit. Each order in its own transaction, guarded on its status, so two
 * processes running the job never return anything twice. Returns how many it cancelled.
 */
export async function cancelUnpaidOrders(db: Kysely<Database>, now: number): Promise<number> {
  const due = await db.selectFrom('orders').select('id').where('status', '=', 'pending_payment')
    .where('payment_deadline', 'is not', null).where('payment_deadline', '<', now).execute();
  let count = 0;
  for (const order of due) if (await db.transaction().execute((trx) => cancelOne(trx, order.id, now))) count++;
  return count;
}
