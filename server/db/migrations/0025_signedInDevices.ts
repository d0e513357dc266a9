import type { Kysely, Migration } from 'kysely';
import { TIME, withSerialId } from './helpers';

/**
 * 登入裝置: one row per sign-in (a token family, or a session whose family is its sid digest), with
 * the browser's user agent as it signed in and when it was last used, so a member can end it.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('signed_in_devices'))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('family_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_agent', 'varchar(512)', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('last_used_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('signed_in_devices_member').on('signed_in_devices').columns(['member_id']).execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signed_in_devices').execute();
}

export const signedInDevices: Migration = { up, down };
