import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A branch's hot list in its order (issue 12, cost as data grows): open group-buys by branch, hottest
 * and newest first, so a page walks the index and stops instead of sorting every open row of the
 * branch. Partial on open, like 0019; id is part of the key for PostgreSQL (SQLite has it anyway).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('group_buys_open_branch_hot').on('group_buys').columns(['branch_id', 'hot_score', 'id'])
    .where(sql.ref('status'), '=', 'open').execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('group_buys_open_branch_hot').ifExists().execute();
}

export const openHotList: Migration = { up, down };
