import type { Kysely, Migration } from 'kysely';
import { TIME, withSerialId } from './helpers';

/** Tracking: analytics and server-side events, search clicks and conversions, error reports (SPEC §4.7, §5, §7, §8). */
async function up(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('analytics_events'))
    .addColumn('visitor_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('path', 'varchar(300)', (c) => c.notNull())
    .addColumn('props', 'text', (c) => c.notNull())
    .addColumn('campaign', 'varchar(120)')
    .addColumn('source', 'varchar(8)', (c) => c.notNull())
    .addColumn('at', TIME, (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('analytics_events_day').on('analytics_events').columns(['day', 'name']).execute();
  await db.schema.createIndex('analytics_events_created').on('analytics_events').column('created_at').execute();
  await db.schema.createIndex('analytics_events_visitor').on('analytics_events').columns(['visitor_id', 'created_at']).execute();
  // One counter row per visitor (or address) and window: the collector's bound, reserved atomically.
  await db.schema.createTable('tracking_quotas')
    .addColumn('subject', 'varchar(100)', (c) => c.notNull())
    .addColumn('bucket', 'varchar(24)', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addColumn('dropped', 'integer', (c) => c.notNull())
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .addPrimaryKeyConstraint('tracking_quotas_pk', ['subject', 'bucket'])
    .execute();
  await db.schema.createIndex('tracking_quotas_expiry').on('tracking_quotas').column('expires_at').execute();
  await withSerialId(db, db.schema.createTable('search_events'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('query_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('search_index', 'varchar(64)', (c) => c.notNull())
    .addColumn('object_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('event', 'varchar(64)', (c) => c.notNull())
    .addColumn('position', 'integer')
    .addColumn('visitor_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_events_query').on('search_events').column('query_id').execute();
  await withSerialId(db, db.schema.createTable('error_reports'))
    .addColumn('digest', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('message', 'varchar(500)', (c) => c.notNull())
    .addColumn('stack', 'text', (c) => c.notNull())
    .addColumn('path', 'varchar(300)', (c) => c.notNull())
    .addColumn('context', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('first_seen_at', TIME, (c) => c.notNull())
    .addColumn('last_seen_at', TIME, (c) => c.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['error_reports', 'search_events', 'tracking_quotas', 'analytics_events']) await db.schema.dropTable(table).ifExists().execute();
}

export const tracking: Migration = { up, down };
