import type { Kysely, Migration } from 'kysely';
import { TIME, withSerialId } from './helpers';

/**
 * The messaging app's member record (LINE, by its CDP unit id) bound to a shop member (SPEC §6, §7
 * /line-member-binding): one record per member and one member per record; binding again moves it.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('line_member_bindings'))
    .addColumn('member_id', 'integer', (c) => c.notNull().unique())
    .addColumn('cdp_unit_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('bound_at', TIME, (c) => c.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('line_member_bindings').execute();
}

export const lineMemberBindings: Migration = { up, down };
