import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { addQuotaDropped, addQuotaUse, subtractQuotaUse } from '../../db/repositories/tracking/quotas';

export interface QuotaWindow {
  subject: string;
  bucket: string;
  limit: number;
  expiresAt: number;
}

/** What a reservation got: the units granted and how many of the windows (in order) it reached. */
export interface Reservation {
  granted: number;
  reached: number;
}

/** The window's use before these units. */
const take = async (db: Kysely<Database>, w: QuotaWindow, units: number): Promise<number> => (await addQuotaUse(db, w, units)) - units;

async function giveBack(db: Kysely<Database>, windows: readonly QuotaWindow[], units: number): Promise<void> {
  if (units <= 0) return;
  for (const w of windows) await subtractQuotaUse(db, w, units);
}

/**
 * Reserves `wanted` units in every window, in order (an upsert per window, so racing requests and
 * processes share one count), and returns how many fit all of them; the units that did not fit are
 * given back, so a batch dropped by the minute bound does not eat into the day. It stops at the first
 * window with no room: the windows after it are not touched, so a refused request never adds a row
 * (callers put the windows a client cannot multiply — its address — first).
 */
export async function reserve(db: Kysely<Database>, windows: readonly QuotaWindow[], wanted: number): Promise<Reservation> {
  let granted = wanted;
  let reached = 0;
  for (const w of windows) {
    const before = await take(db, w, wanted);
    reached += 1;
    granted = Math.min(granted, Math.max(0, w.limit - before));
    if (granted === 0) break;
  }
  await giveBack(db, windows.slice(0, reached), wanted - granted);
  return { granted, reached };
}

/** Counts what a window's bound turned away (read by the report and the tests). */
export async function countDropped(db: Kysely<Database>, window: Pick<QuotaWindow, 'subject' | 'bucket'>, dropped: number): Promise<void> {
  if (dropped <= 0) return;
  await addQuotaDropped(db, window, dropped);
}
