import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface QuotaWindow {
  subject: string;
  bucket: string;
  limit: number;
  expiresAt: number;
}

/**
 * Reserves `wanted` units in every window (an upsert per window, so racing requests and processes
 * share one count) and returns how many fit all of them; the units that did not fit are given back,
 * so a batch dropped by the minute bound does not eat into the day.
 */
export async function reserve(db: Kysely<Database>, windows: QuotaWindow[], wanted: number): Promise<number> {
  let granted = wanted;
  for (const w of windows) {
    const row = await db.insertInto('tracking_quotas').values({ subject: w.subject, bucket: w.bucket, used: wanted, dropped: 0, expires_at: w.expiresAt })
      .onConflict((oc) => oc.columns(['subject', 'bucket']).doUpdateSet((eb) => ({ used: eb('tracking_quotas.used', '+', wanted) })))
      .returning('used').executeTakeFirstOrThrow();
    const before = Number(row.used) - wanted;
    granted = Math.min(granted, Math.max(0, w.limit - before));
  }
  const unused = wanted - granted;
  if (unused > 0) {
    for (const w of windows) {
      await db.updateTable('tracking_quotas').set((eb) => ({ used: eb('used', '-', unused) })).where('subject', '=', w.subject).where('bucket', '=', w.bucket).execute();
    }
  }
  return granted;
}

/** Counts what a window's bound turned away (read by the report and the tests). */
export async function countDropped(db: Kysely<Database>, window: Pick<QuotaWindow, 'subject' | 'bucket'>, dropped: number): Promise<void> {
  if (dropped <= 0) return;
  await db.updateTable('tracking_quotas').set((eb) => ({ dropped: eb('dropped', '+', dropped) }))
    .where('subject', '=', window.subject).where('bucket', '=', window.bucket).execute();
}

/** Forgets ended windows. */
export async function pruneQuotas(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('tracking_quotas').where('expires_at', '<', now).execute();
}
