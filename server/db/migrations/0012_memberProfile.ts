import type { Kysely, Migration } from 'kysely';
import { TIME, withSerialId } from './helpers';

/** Profile, babies, reviews by members and account deletion (member area). */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('member_profiles')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('mobile', 'varchar(10)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(16)', (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
  await withSerialId(db, db.schema.createTable('babies'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    // A Taipei calendar date (YYYY-MM-DD): a birthday, or a due date when it lies ahead.
    .addColumn('birthday', 'varchar(10)', (c) => c.notNull())
    .addColumn('gender', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('babies_member').on('babies').column('member_id').execute();
  // Photos as base64 text: one column type for both dialects; at most 2 MB each.
  await withSerialId(db, db.schema.createTable('review_photos'))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('mime', 'varchar(16)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.alterTable('reviews').addColumn('order_line_id', 'integer').execute();
  await db.schema.alterTable('reviews').addColumn('size_fit', 'varchar(8)').execute();
  await db.schema.alterTable('reviews').addColumn('photo_id', 'integer').execute();
  // Once per order line, even when two requests race (seeded reviews have no line: nulls never clash).
  await db.schema.createIndex('reviews_order_line').on('reviews').column('order_line_id').unique().execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reviews_order_line').ifExists().execute();
  for (const column of ['photo_id', 'size_fit', 'order_line_id']) await db.schema.alterTable('reviews').dropColumn(column).execute();
  for (const table of ['review_photos', 'babies', 'member_profiles']) await db.schema.dropTable(table).ifExists().execute();
}

export const memberProfile: Migration = { up, down };
