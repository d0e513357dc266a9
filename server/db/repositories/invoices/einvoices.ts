import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The paid order's invoice, to issue: once per order (a replay of the payment writes nothing). */
export async function insertPendingInvoice(db: Db, row: { orderId: number; merchantOrderNo: string; total: number; now: number }): Promise<void> {
  await db.insertInto('einvoices').values({
    order_id: row.orderId, merchant_order_no: row.merchantOrderNo, status: 'pending', total: row.total, attempts: 0,
    next_attempt_at: row.now, created_at: row.now, updated_at: row.now,
  }).onConflict((oc) => oc.column('order_id').doNothing()).execute();
}

export const findInvoiceOfOrder = (db: Db, orderId: number) =>
  db.selectFrom('einvoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();

export const findInvoiceById = (db: Db, id: number) => db.selectFrom('einvoices').selectAll().where('id', '=', id).executeTakeFirst();

/** Invoices with work due (to issue or to void), oldest first. */
export const dueInvoices = (db: Db, now: number, limit: number) =>
  db.selectFrom('einvoices').select(['id', 'next_attempt_at']).where('status', 'in', ['pending', 'voiding']).where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at').limit(limit).execute();

/** Takes the row for one attempt (its next_attempt_at moves on), so two processes never call the provider for it at once. */
export async function claimInvoice(db: Db, id: number, seenNextAttempt: number, leaseUntil: number): Promise<boolean> {
  const taken = await db.updateTable('einvoices').set({ next_attempt_at: leaseUntil }).where('id', '=', id)
    .where('next_attempt_at', '=', seenNextAttempt).where('status', 'in', ['pending', 'voiding']).executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

export async function markInvoiceIssued(db: Db, id: number, issued: { number: string; randomCode: string; transNo: string; issuedAt: number }, now: number): Promise<void> {
  await db.updateTable('einvoices').set({
    status: 'issued', number: issued.number, random_code: issued.randomCode, trans_no: issued.transNo, issued_at: issued.issuedAt, last_error: null, updated_at: now,
  }).where('id', '=', id).where('status', '=', 'pending').execute();
}

export async function recordInvoiceFailure(db: Db, id: number, failure: { attempts: number; nextAttemptAt: number; error: string; review: boolean }, now: number): Promise<void> {
  await db.updateTable('einvoices').set({
    attempts: failure.attempts, next_attempt_at: failure.nextAttemptAt, last_error: failure.error.slice(0, 200), updated_at: now,
    ...(failure.review ? { status: 'review' } : {}),
  }).where('id', '=', id).execute();
}

/** An issued invoice of a cancelled order is to be voided; a pending one is simply never issued. */
export async function markInvoiceToVoid(db: Db, orderId: number, now: number): Promise<'voiding' | 'dropped' | 'none'> {
  const issued = await db.updateTable('einvoices').set({ status: 'voiding', next_attempt_at: now, attempts: 0, updated_at: now })
    .where('order_id', '=', orderId).where('status', '=', 'issued').executeTakeFirst();
  if (Number(issued.numUpdatedRows) > 0) return 'voiding';
  const pending = await db.updateTable('einvoices').set({ status: 'dropped', updated_at: now }).where('order_id', '=', orderId).where('status', '=', 'pending').executeTakeFirst();
  return Number(pending.numUpdatedRows) > 0 ? 'dropped' : 'none';
}

export async function markInvoiceVoided(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('einvoices').set({ status: 'voided', voided_at: now, last_error: null, updated_at: now }).where('id', '=', id).where('status', '=', 'voiding').execute();
}
