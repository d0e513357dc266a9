import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const DAY = 24 * 3_600_000;
/** Events, search events and error reports older than this are deleted: the tables stay bounded in time. */
export const TRACKING_RETENTION_MS = 180 * DAY;
/** Rows per delete statement: a backlog is worked off in short statements that never hold the writer for long. */
const BATCH = 5000;

type Aged = 'analytics_events' | 'search_events' | 'error_reports';
const AGE_COLUMN = { analytics_events: 'created_at', search_events: 'created_at', error_reports: 'last_seen_at' } as const;

async function deleteOlder(db: Kysely<Database>, table: Aged, before: number, signal?: AbortSignal): Promise<number> {
  const column = AGE_COLUMN[table];
  let total = 0;
  while (!signal?.aborted) {
    // Typed per table would triple this; the table and column come from the constants above.
    const result = await (db as Kysely<Record<Aged, { id: number; created_at: number; last_seen_at: number }>>).deleteFrom(table)
      .where('id', 'in', (eb) => eb.selectFrom(table).select('id').where(column, '<', before).limit(BATCH))
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    total += deleted;
    if (deleted < BATCH) break;
  }
  return total;
}

/** Ended quota windows, oldest expiry first, about BATCH at a time (the table has no id: it is cut at an expiry). */
async function deleteEndedWindows(db: Kysely<Database>, now: number, signal?: AbortSignal): Promise<number> {
  let total = 0;
  while (!signal?.aborted) {
    const edge = await db.selectFrom('tracking_quotas').select('expires_at').where('expires_at', '<', now)
      .orderBy('expires_at').offset(BATCH).limit(1).executeTakeFirst();
    const query = db.deleteFrom('tracking_quotas');
    // Up to and including the edge: rows sharing one expiry (a minute's windows) are never cut apart, and each pass makes progress.
    const result = await (edge ? query.where('expires_at', '<=', Number(edge.expires_at)) : query.where('expires_at', '<', now)).executeTakeFirst();
    total += Number(result.numDeletedRows);
    if (!edge) break;
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
