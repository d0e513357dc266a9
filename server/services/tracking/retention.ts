import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { deleteAgedBatch } from '../../db/repositories/tracking/events';
import { deleteEndedQuotaWindows, findEndedQuotaExpiry } from '../../db/repositories/tracking/quotas';

const DAY = 24 * 3_600_000;
/** Events, search events and error reports older than this are deleted: the tables stay bounded in time. */
export const TRACKING_RETENTION_MS = 180 * DAY;
/** Rows per delete statement: a backlog is worked off in short statements that never hold the writer for long. */
const BATCH = 5000;

async function deleteOlder(db: Kysely<Database>, table: Parameters<typeof deleteAgedBatch>[1], before: number, signal?: AbortSignal): Promise<number> {
  let total = 0;
  while (!signal?.aborted) {
    const deleted = await deleteAgedBatch(db, table, before, BATCH);
    total += deleted;
    if (deleted < BATCH) break;
  }
  return total;
}

/** Ended quota windows, oldest expiry first, about BATCH at a time (the table has no id: it is cut at an expiry). */
async function deleteEndedWindows(db: Kysely<Database>, now: number, signal?: AbortSignal): Promise<number> {
  let total = 0;
  while (!signal?.aborted) {
    const edge = await findEndedQuotaExpiry(db, now, BATCH);
    // Up to and including the edge: rows sharing one expiry (a minute's windows) are never cut apart, and each pass makes progress.
    total += await deleteEndedQuotaWindows(db, now, edge);
    if (edge === undefined) break;
  }
  return total;
}

export interface Pruned {
  events: number;
  searches: number;
  reports: number;
  windows: number;
}

/**
 * The collector's retention: what is past TRACKING_RETENTION_MS, and every ended quota window. An
 * aborted sweep (the server is shutting down) stops between batches; the next one carries on.
 */
export async function pruneTrackingData(db: Kysely<Database>, now: number, signal?: AbortSignal): Promise<Pruned> {
  const before = now - TRACKING_RETENTION_MS;
  const events = await deleteOlder(db, 'analytics_events', before, signal);
  const searches = await deleteOlder(db, 'search_events', before, signal);
  const reports = await deleteOlder(db, 'error_reports', before, signal);
  const windows = await deleteEndedWindows(db, now, signal);
  return { events, searches, reports, windows };
}
