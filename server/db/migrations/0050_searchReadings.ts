import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../database';

/**
 * Issue 30: the toneless pinyin reading of every CJK bigram of the search index, folded for the
 * near-homophones Taiwanese speakers mix (zh/z, n/l, ing/in …), so a typo that sounds right
 * (紙尿庫) finds the word that is there (紙尿褲). Schema only: the indexer fills it, and a database
 * indexed before it is indexed again at start (services/search/backfill.ts).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  // The primary key (reading, term) is the lookup a correction reads; on SQLite the table is that index.
  await db.schema.createTable('search_readings')
    .addColumn('reading', 'varchar(64)', (c) => c.notNull())
    .addColumn('term', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_readings_pk', ['reading', 'term'])
    .modifyEnd(isPostgres(db) ? sql`` : sql`without rowid`)
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_readings').ifExists().execute();
}

export const searchReadings: Migration = { up, down };
