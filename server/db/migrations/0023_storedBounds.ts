import type { Kysely, Migration } from 'kysely';

/**
 * Indexes behind the bounds of issue 25: the tracking retention job deletes by time, and the per-member
 * caps on open checkouts count a member's rows (without them each would scan its table).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('search_events_created').on('search_events').column('created_at').execute();
  await db.schema.createIndex('error_reports_last_seen').on('error_reports').column('last_seen_at').execute();
  await db.schema.createIndex('checkouts_member').on('checkouts').columns(['member_id', 'order_id']).execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['checkouts_member', 'error_reports_last_seen', 'search_events_created']) await db.schema.dropIndex(index).ifExists().execute();
}

export const storedBounds: Migration = { up, down };
