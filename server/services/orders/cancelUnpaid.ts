import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { releaseOrderCoupons } from '../../db/repositories/memberWallet/memberCoupons';
import { insertCreditEntries } from '../../db/repositories/memberWallet/creditLedger';
import { lockOrderRow } from '../../db/repositories/orders/orderLock';
import { cancelPendingOrder, listOverdueUnpaidOrderIds } from '../../db/repositories/orders/orders';
import { listOrderLineQuantities } from '../../db/repositories/orders/orderLines';
import { insertStatusHistory } from '../../db/repositories/orders/statusHistory';
import { returnStock } from '../../db/repositories/orders/stock';
import { expireOpenPayments } from '../../db/repositories/payments/payments';

/** How often the server looks for unpaid orders past their deadline. */
export const CANCEL_UNPAID_EVERY_MS = 60_000;

/** Cancels one 待付款 order and gives back its stock, coupon and credit; false when it is no longer 待付款. */
export async function cancelOne(trx: Transaction<Database>, orderId: number, now: number): Promise<boolean> {
  // The same lock as 重新付款 and the gateway's success: a payment opened or paid meanwhile is seen, never left chargeable.
  await lockOrderRow(trx, orderId);
  const cancelled = await cancelPendingOrder(trx, orderId, now);
  if (!cancelled) return false;
  const lines = await listOrderLineQuantities(trx, orderId);
  for (const line of lines) await returnStock(trx, line.option_id, line.quantity);
  await releaseOrderCoupons(trx, orderId);
  if (cancelled.credit_used > 0) {
    await insertCreditEntries(trx, [{ member_id: cancelled.member_id, amount: cancelled.credit_used, reason: 'order_cancelled', order_id: orderId, created_at: now }]);
  }
  await expireOpenPayments(trx, orderId, now);
  await insertStatusHistory(trx, orderId, 'cancelled', now);
  return true;
}

/**
 * Cancels every order still 待付款 after its payment deadline (ATM: 3 days) and gives back its
 * stock, coupon and credit. Each order in its own transaction, guarded on its status, so two
 * processes running the job never return anything twice. Returns how many it cancelled.
 */
export async function cancelUnpaidOrders(db: Kysely<Database>, now: number): Promise<number> {
  const due = await listOverdueUnpaidOrderIds(db, now);
  let count = 0;
  for (const orderId of due) if (await db.transaction().execute((trx) => cancelOne(trx, orderId, now))) count++;
  return count;
}
