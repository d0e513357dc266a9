import type { Kysely, Migration } from 'kysely';
import { TIME, withSerialId } from './helpers';

/** 忘記密碼: single-use reset links (only their digest is kept), 30 minutes each. */
async function up(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('password_resets'))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .addColumn('used_at', TIME)
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_resets_member').on('password_resets').columns(['member_id']).execute();
}

export const passwordResets: Migration = { up };
