import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database> | Transaction<Database>;

/** An approved refund's 折讓, to issue against the order's invoice: once per refund. */
export async function insertPendingAllowance(db: Db, row: { refundId: number; orderId: number; amount: number; now: number }): Promise<void> {
  await db.insertInto('einvoice_allowances').values({
    refund_id: row.refundId, order_id: row.orderId, status: 'pending', amount: row.amount, attempts: 0, next_attempt_at: row.now,
    created_at: row.now, updated_at: row.now,
  }).onConflict((oc) => oc.column('refund_id').doNothing()).execute();
}

export const findAllowanceOfRefund = (db: Db, refundId: number) =>
  db.selectFrom('einvoice_allowances').selectAll().where('refund_id', '=', refundId).executeTakeFirst();

export const findAllowanceById = (db: Db, id: number) => db.selectFrom('einvoice_allowances').selectAll().where('id', '=', id).executeTakeFirst();

export const dueAllowances = (db: Db, now: number, limit: number) =>
  db.selectFrom('einvoice_allowances').select(['id', 'next_attempt_at']).where('status', '=', 'pending').where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at').limit(limit).execute();

export async function claimAllowance(db: Db, id: number, seenNextAttempt: number, leaseUntil: number): Promise<boolean> {
  const taken = await db.updateTable('einvoice_allowances').set({ next_attempt_at: leaseUntil }).where('id', '=', id)
    .where('next_attempt_at', '=', seenNextAttempt).where('status', '=', 'pending').executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

export async function markAllowanceIssued(db: Db, id: number, issued: { number: string; remaining: number }, now: number): Promise<void> {
  await db.updateTable('einvoice_allowances').set({
    status: 'issued', number: issued.number, remaining: issued.remaining, issued_at: now, last_error: null, updated_at: now,
  }).where('id', '=', id).where('status', '=', 'pending').execute();
}

export async function recordAllowanceFailure(db: Db, id: number, failure: { attempts: number; nextAttemptAt: number; error: string; review: boolean }, now: number): Promise<void> {
  await db.updateTable('einvoice_allowances').set({
    attempts: failure.attempts, next_attempt_at: failure.nextAttemptAt, last_error: failure.error.slice(0, 200), updated_at: now,
    ...(failure.review ? { status: 'review' } : {}),
  }).where('id', '=', id).execute();
}
