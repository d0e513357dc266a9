import type { Kysely, Migration } from 'kysely';
import { TIME, withSerialId } from './helpers';

export const NOTIFICATION_TABLES = ['mission_reads', 'missions', 'bubble_notifications'] as const;

/** Notifications: mission and bubble notifications with read state per member (SPEC §4.2, §7). */
async function up(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('missions'))
    // qa | article | ec: the page type the mission is shown on.
    .addColumn('page_type', 'varchar(8)', (c) => c.notNull())
    // all | visitor | member: who sees it.
    .addColumn('audience', 'varchar(8)', (c) => c.notNull())
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('message', 'varchar(200)', (c) => c.notNull())
    .addColumn('link', 'varchar(300)', (c) => c.notNull())
    .addColumn('style', 'varchar(16)', (c) => c.notNull())
    // Seconds; null = stays until closed.
    .addColumn('timer', 'integer')
    .addColumn('delay', 'integer', (c) => c.notNull())
    .addColumn('starts_at', TIME, (c) => c.notNull())
    .addColumn('ends_at', TIME)
    .execute();
  await db.schema.createTable('mission_reads')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('mission_id', 'integer', (c) => c.notNull().references('missions.id').onDelete('cascade'))
    // The last time it was handed to the member: the read call marks the latest one.
    .addColumn('served_at', TIME, (c) => c.notNull())
    .addColumn('read_at', TIME)
    .addPrimaryKeyConstraint('mission_reads_pk', ['member_id', 'mission_id'])
    .execute();
  await withSerialId(db, db.schema.createTable('bubble_notifications'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // payment_unpaid | coupon | cash | replenishment (SPEC §3 notification kinds).
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('message', 'varchar(200)', (c) => c.notNull())
    .addColumn('link_path', 'varchar(300)', (c) => c.notNull())
    .addColumn('style', 'varchar(16)', (c) => c.notNull())
    .addColumn('timer', 'integer')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('read_at', TIME)
    .execute();
  await db.schema.createIndex('bubble_notifications_member').on('bubble_notifications').columns(['member_id', 'read_at']).execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of NOTIFICATION_TABLES) await db.schema.dropTable(table).ifExists().execute();
}

export const notifications: Migration = { up, down };
