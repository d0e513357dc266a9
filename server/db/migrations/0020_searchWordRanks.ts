import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../database';

/**
 * The one-word queries ranked when the index is written (issue 12, cost as data grows): a search
 * for a word of a synonym group or category name (尿布 at scale 50: 3,652 open matches) reads its page best-first from
 * the primary key and its count from `search_ranked_words`, instead of scoring and sorting every
 * match per search (server/services/search/wordRanks.ts).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  // Read backwards, the primary key is the order of a page: score, heat, newest.
  await db.schema.createTable('search_word_ranks')
    .addColumn('word_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('hot', 'integer', (c) => c.notNull())
    .addColumn('group_buy_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_word_ranks_pk', ['word_key', 'score', 'hot', 'group_buy_id'])
    .modifyEnd(isPostgres(db) ? sql`` : sql`without rowid`)
    .execute();
  // Re-indexing a group-buy deletes its rows; a search finds the rows of the group-buys clicked after it.
  await db.schema.createIndex('search_word_ranks_group_buy').on('search_word_ranks').columns(['group_buy_id', 'word_key']).execute();
  await db.schema.createTable('search_ranked_words')
    .addColumn('word_key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('total', 'integer', (c) => c.notNull())
    .execute();
  // Schema only: a catalog indexed before this migration gets its ranked words at start (services/search/backfill.ts).
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_ranked_words').ifExists().execute();
  await db.schema.dropTable('search_word_ranks').ifExists().execute();
}

export const searchWordRanks: Migration = { up, down };
