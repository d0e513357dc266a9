import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/** One counting window: a subject (address, visitor) and a bucket (a day, a minute, an hour). */
export interface WindowKey { subject: string; bucket: string }

/** Adds `units` to the window's use (creating it, to expire at `expiresAt`) in one upsert; returns the use after. */
export async function addQuotaUse(db: Db, w: WindowKey & { expiresAt: number }, units: number): Promise<number> {
  const row = await db.insertInto('tracking_quotas').values({ subject: w.subject, bucket: w.bucket, used: units, dropped: 0, expires_at: w.expiresAt })
    .onConflict((oc) => oc.columns(['subject', 'bucket']).doUpdateSet((eb) => ({ used: eb('tracking_quotas.used', '+', units) })))
    .returning('used').executeTakeFirstOrThrow();
  return Number(row.used);
}

export async function subtractQuotaUse(db: Db, w: WindowKey, units: number): Promise<void> {
  await db.updateTable('tracking_quotas').set((eb) => ({ used: eb('used', '-', units) })).where('subject', '=', w.subject).where('bucket', '=', w.bucket).execute();
}

export async function addQuotaDropped(db: Db, w: WindowKey, dropped: number): Promise<void> {
  await db.updateTable('tracking_quotas').set((eb) => ({ dropped: eb('dropped', '+', dropped) }))
    .where('subject', '=', w.subject).where('bucket', '=', w.bucket).execute();
}

/** The expiry of the window `offset` places after the oldest one ended before `now`, if there is one. */
export async function findEndedQuotaExpiry(db: Db, now: number, offset: number): Promise<number | undefined> {
  const edge = await db.selectFrom('tracking_quotas').select('expires_at').where('expires_at', '<', now)
    .orderBy('expires_at').offset(offset).limit(1).executeTakeFirst();
  return edge ? Number(edge.expires_at) : undefined;
}

/** Deletes the windows that expire at or before `edge` (or, without one, every window ended before `now`). */
export async function deleteEndedQuotaWindows(db: Db, now: number, edge: number | undefined): Promise<number> {
  const query = db.deleteFrom('tracking_quotas');
  const result = await (edge !== undefined ? query.where('expires_at', '<=', edge) : query.where('expires_at', '<', now)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
