import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../database';

/** The search index (term → group-buy with a weight) and the synonym groups (SPEC §2.1 search). */
async function up(db: Kysely<unknown>): Promise<void> {
  // The primary key (term, group_buy_id) is the index a search reads; on SQLite the table is that index.
  await db.schema.createTable('search_terms')
    .addColumn('term', 'varchar(64)', (c) => c.notNull())
    .addColumn('group_buy_id', 'integer', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_terms_pk', ['term', 'group_buy_id'])
    .modifyEnd(isPostgres(db) ? sql`` : sql`without rowid`)
    .execute();
  await db.schema.createIndex('search_terms_group_buy').on('search_terms').column('group_buy_id').execute();
  await db.schema.createTable('search_synonyms')
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addColumn('term', 'varchar(64)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_synonyms_pk', ['group_id', 'term'])
    .execute();
  // Schema only: a catalog from before this migration gets its synonyms and index at start (services/search/backfill.ts).
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_synonyms').ifExists().execute();
  await db.schema.dropTable('search_terms').ifExists().execute();
}

export const search: Migration = { up, down };
