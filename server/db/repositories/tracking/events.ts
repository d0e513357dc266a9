import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import type { AnalyticsEventsTable, ErrorReportsTable } from '../../trackingSchema';

type Db = Kysely<Database>;

export async function insertAnalyticsEvents(db: Db, rows: readonly Omit<AnalyticsEventsTable, 'id'>[]): Promise<void> {
  await db.insertInto('analytics_events').values([...rows]).execute();
}

/** Events and distinct visitors per Taipei day, campaign and event name, from `sinceDay` on. */
export const countEventsByDay = (db: Db, names: readonly string[], sinceDay: string) =>
  db.selectFrom('analytics_events')
    .select((eb) => ['day', 'campaign', 'name', eb.fn.countAll<number>().as('events'), eb.fn.count<number>('visitor_id').distinct().as('visitors')])
    .where('name', 'in', names).where('day', '>=', sinceDay)
    .groupBy(['day', 'campaign', 'name']).execute();

/** The newest events, newest first. */
export const listRecentEvents = (db: Db, limit: number) =>
  db.selectFrom('analytics_events')
    .select(['id', 'visitor_id', 'member_id', 'name', 'path', 'props', 'campaign', 'source', 'at', 'day', 'created_at'])
    .orderBy('id', 'desc').limit(limit).execute();

/** The visitor id and campaign of the member's latest event. */
export const findLatestVisitOfMember = (db: Db, memberId: number) =>
  db.selectFrom('analytics_events').select(['visitor_id', 'campaign']).where('member_id', '=', memberId).orderBy('id', 'desc').limit(1).executeTakeFirst();

/** What the order_paid event says of an order. */
export const findOrderForTracking = (db: Db, orderId: number) =>
  db.selectFrom('orders').select(['member_id', 'total', 'number']).where('id', '=', orderId).executeTakeFirst();

/** Stores a report, or counts a repeat of the same digest; returns how many times it has come. */
export async function upsertErrorReport(db: Db, report: Omit<ErrorReportsTable, 'id' | 'count' | 'first_seen_at' | 'last_seen_at'>, now: number): Promise<number> {
  const row = await db.insertInto('error_reports').values({ ...report, count: 1, first_seen_at: now, last_seen_at: now })
    .onConflict((oc) => oc.column('digest').doUpdateSet((eb) => ({ count: eb('error_reports.count', '+', 1), last_seen_at: now })))
    .returning('count').executeTakeFirstOrThrow();
  return Number(row.count);
}

type Aged = 'analytics_events' | 'search_events' | 'error_reports';
const AGE_COLUMN = { analytics_events: 'created_at', search_events: 'created_at', error_reports: 'last_seen_at' } as const;

/** Deletes up to `batch` rows of the table older than `before` (by its age column); returns how many. */
export async function deleteAgedBatch(db: Db, table: Aged, before: number, batch: number): Promise<number> {
  const column = AGE_COLUMN[table];
  // Typed per table would triple this; the table and column come from the constants above.
  const result = await (db as unknown as Kysely<Record<Aged, { id: number; created_at: number; last_seen_at: number }>>).deleteFrom(table)
    .where('id', 'in', (eb) => eb.selectFrom(table).select('id').where(column, '<', before).limit(batch))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
