import type { Insertable, Kysely } from 'kysely';
import type { PaymentIncidentsTable } from '../../checkoutSchema';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

export async function insertPaymentIncident(db: Db, row: Insertable<PaymentIncidentsTable>): Promise<void> {
  await db.insertInto('payment_incidents').values(row).execute();
}

export async function resolvePaymentIncidents(db: Db, paymentId: number, now: number): Promise<void> {
  await db.updateTable('payment_incidents').set({ resolved_at: now }).where('payment_id', '=', paymentId).where('resolved_at', 'is', null).execute();
}

/** The reason of a payment's latest incident. */
export async function findLatestIncidentReason(db: Db, paymentId: number): Promise<string> {
  return (await db.selectFrom('payment_incidents').select('reason').where('payment_id', '=', paymentId).orderBy('id', 'desc').executeTakeFirstOrThrow()).reason;
}

/** Counts a gateway result's nonce once; false when it was seen already. */
export async function insertNotificationIfNew(db: Db, nonce: string, paymentId: number, now: number): Promise<boolean> {
  const fresh = await db.insertInto('payment_notifications').values({ nonce, payment_id: paymentId, created_at: now })
    .onConflict((oc) => oc.column('nonce').doNothing()).returning('nonce').executeTakeFirst();
  return fresh !== undefined;
}
