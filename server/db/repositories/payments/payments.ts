import type { Insertable, Kysely, Updateable } from 'kysely';
import type { PaymentsTable } from '../../checkoutSchema';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/** The states in which a payment can still be charged: the partial unique index allows one per order. */
export const OPEN_PAYMENT_STATES = ['pending', 'challenge'] as const;

export async function insertPayment(db: Db, row: Insertable<PaymentsTable>): Promise<number> {
  return (await db.insertInto('payments').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updatePayment(db: Db, paymentId: number, changes: Updateable<PaymentsTable>): Promise<void> {
  await db.updateTable('payments').set(changes).where('id', '=', paymentId).execute();
}

export async function listPaymentsOfOrder(db: Db, orderId: number) {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function findPaymentOrderId(db: Db, paymentId: number): Promise<number | undefined> {
  return (await db.selectFrom('payments').select('order_id').where('id', '=', paymentId).executeTakeFirst())?.order_id;
}

export async function findPaymentState(db: Db, paymentId: number) {
  return db.selectFrom('payments').select(['state', 'order_id']).where('id', '=', paymentId).executeTakeFirstOrThrow();
}

/** The order's open payments expire. */
export async function expireOpenPayments(db: Db, orderId: number, now: number): Promise<void> {
  await db.updateTable('payments').set({ state: 'expired', updated_at: now }).where('order_id', '=', orderId).where('state', 'in', OPEN_PAYMENT_STATES).execute();
}

/** An open payment is declined; whether it was open. */
export async function declineOpenPayment(db: Db, paymentId: number, now: number): Promise<boolean> {
  const declined = await db.updateTable('payments').set({ state: 'declined', updated_at: now })
    .where('id', '=', paymentId).where('state', 'in', OPEN_PAYMENT_STATES).executeTakeFirst();
  return Number(declined.numUpdatedRows) > 0;
}

/** The payment is held as needs_refund; its amount. */
export async function holdPaymentForRefund(db: Db, paymentId: number, now: number): Promise<number> {
  return (await db.updateTable('payments').set({ state: 'needs_refund', updated_at: now }).where('id', '=', paymentId)
    .returning('amount').executeTakeFirstOrThrow()).amount;
}

/** needs_refund (or refunding since before `stuckBefore`) → refunding in one guarded statement; undefined when not claimable. */
export async function claimPaymentForRefund(db: Db, paymentId: number, now: number, stuckBefore: number) {
  return db.updateTable('payments').set({ state: 'refunding', updated_at: now }).where('id', '=', paymentId)
    .where((eb) => eb.or([eb('state', '=', 'needs_refund'), eb.and([eb('state', '=', 'refunding'), eb('updated_at', '<', stuckBefore)])]))
    .returning(['order_id', 'amount', 'method']).executeTakeFirst();
}

/** A refunding payment goes back to needs_refund (the gateway refused). */
export async function releaseRefundClaim(db: Db, paymentId: number, now: number): Promise<void> {
  await db.updateTable('payments').set({ state: 'needs_refund', updated_at: now }).where('id', '=', paymentId).where('state', '=', 'refunding').execute();
}

/** Payments held for a refund, and refunds in flight since before `stuckBefore`, by id. */
export async function listRefundDuePaymentIds(db: Db, stuckBefore: number): Promise<number[]> {
  const rows = await db.selectFrom('payments').select('id')
    .where((eb) => eb.or([eb('state', '=', 'needs_refund'), eb.and([eb('state', '=', 'refunding'), eb('updated_at', '<', stuckBefore)])]))
    .orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** The member's payment by id (through its order) with its order number; another member's is undefined. */
export async function findOwnPayment(db: Db, memberId: number, paymentId: number) {
  return db.selectFrom('payments').innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.id', 'payments.state', 'payments.amount', 'payments.method', 'payments.order_id', 'payments.virtual_account', 'orders.number'])
    .where('payments.id', '=', paymentId).where('orders.member_id', '=', memberId).executeTakeFirst();
}

/** A payment of a method NewebPay takes (card, ATM, LINE Pay). */
export async function findNewebPayPayment(db: Db, paymentId: number) {
  return db.selectFrom('payments').select(['id', 'order_id', 'method', 'state', 'amount'])
    .where('id', '=', paymentId).where('method', 'in', ['card', 'atm', 'line_pay']).executeTakeFirst();
}

/** Stores an issued virtual account on a still-pending payment; whether it was pending. */
export async function setPendingPaymentAccount(
  db: Db, paymentId: number, account: { bank_code: string; virtual_account: string; deadline?: number }, now: number,
): Promise<boolean> {
  const updated = await db.updateTable('payments').set({ ...account, updated_at: now })
    .where('id', '=', paymentId).where('state', '=', 'pending').executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Open NewebPay payments created between `after` and `before`, least recently touched first. */
export async function listOpenNewebPayPayments(db: Db, window: { after: number; before: number; limit: number }) {
  return db.selectFrom('payments').select(['id', 'amount'])
    .where('gateway', '=', 'newebpay').where('state', 'in', OPEN_PAYMENT_STATES)
    .where('created_at', '<', window.before).where('created_at', '>', window.after)
    .orderBy('updated_at').orderBy('id').limit(window.limit).execute();
}

/** The order's latest succeeded charge (a positive amount): what a refund goes back through. */
export async function findLatestSucceededCharge(db: Db, orderId: number) {
  return db.selectFrom('payments').select(['method', 'card_brand', 'card_last4']).where('order_id', '=', orderId)
    .where('state', '=', 'succeeded').where('amount', '>', 0).orderBy('id', 'desc').executeTakeFirst();
}
