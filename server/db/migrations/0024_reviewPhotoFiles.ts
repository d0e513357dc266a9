import { sql, type Kysely, type Migration } from 'kysely';
import { TIME, withSerialId } from './helpers';

/**
 * Review photos leave the database rows (issue 25 item 6): the table keeps a random key, the
 * re-encoded variants are files in the photo store (UPLOADS_DIR).
 *
 * The photos stored so far are dropped, not moved. They are the very bytes that leaked (the
 * members' originals, GPS included), the seed never wrote any, and no production database can
 * hold one: this build refuses a production start (no real payment adapter), so every existing
 * database is a demo one. Moving them would tie this migration to sharp and to the upload folder's
 * configuration. The reviews stay, with their text, stars and credit; only the photo goes.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update reviews set photo_id = null where photo_id is not null`.execute(db);
  await db.schema.dropTable('review_photos').execute();
  await withSerialId(db, db.schema.createTable('review_photos'))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('key', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('review_photos_member').on('review_photos').column('member_id').execute();
}

/** Back to photos in rows (empty: the files are not read back into the database). */
async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update reviews set photo_id = null where photo_id is not null`.execute(db);
  await db.schema.dropTable('review_photos').execute();
  await withSerialId(db, db.schema.createTable('review_photos'))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('mime', 'varchar(16)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
}

export const reviewPhotoFiles: Migration = { up, down };
