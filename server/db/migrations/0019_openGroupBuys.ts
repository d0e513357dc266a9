import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The open group-buys by branch and category (issue 12, cost as data grows): a partial index, so the
 * result count of a mall list (`listCountOf`) reads the open rows' ids from a small index instead of
 * every row of the table. Partial, not (status, …): an index led by status would tempt the planner to
 * sort every open row for the hot list instead of walking the hot_score index.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('group_buys_open_branch_category').on('group_buys').columns(['branch_id', 'category_id'])
    .where(sql.ref('status'), '=', 'open').execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('group_buys_open_branch_category').ifExists().execute();
}

export const openGroupBuys: Migration = { up, down };
