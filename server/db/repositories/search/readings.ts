import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import type { SearchReadingsTable } from '../../searchSchema';

type Db = Kysely<Database>;

// 2 values a row: under SQLite's 32,766 bound parameters per statement.
const BATCH = 8000;

/** Writes these readings: every row anew (`all`), or adding the ones not there yet (a few group-buys reindexed). */
export async function writeReadings(db: Db, rows: readonly SearchReadingsTable[], all: boolean): Promise<void> {
  if (all) await db.deleteFrom('search_readings').execute();
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insertInto('search_readings').values(rows.slice(i, i + BATCH)).onConflict((oc) => oc.doNothing()).execute();
  }
}

/** The index bigrams with any of these readings. */
export const listTermsByReading = (db: Db, readings: readonly string[]) =>
  db.selectFrom('search_readings').select(['reading', 'term']).where('reading', 'in', readings).execute();

/** How many group-buys hold each of these terms (a term no longer indexed is absent). */
export const countTermDocs = (db: Db, terms: readonly string[]) =>
  db.selectFrom('search_terms').select('term').select((eb) => eb.fn.countAll<number | string>().as('docs'))
    .where('term', 'in', terms).groupBy('term').execute();
