import type { Kysely, Migration } from 'kysely';
import { TIME } from './helpers';

/** Profile badges: the red-dot status per member and type (SPEC §7). */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('profile_badge_views')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // coupon | cash | payment_unpaid | replenishment
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('seen_at', TIME, (c) => c.notNull())
    // Followed sizes in stock when last seen (restocks have no time of their own).
    .addColumn('seen_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('profile_badge_views_pk', ['member_id', 'type'])
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('profile_badge_views').ifExists().execute();
}

export const profileBadges: Migration = { up, down };
