import { sql, type Kysely } from 'kysely';
import type { Database } from '../../schema';
import type { SearchWordRanksTable } from '../../searchSchema';

type Db = Kysely<Database>;

// 4 values a row: under SQLite's 32,766 bound parameters per statement.
const BATCH = 5000;

export async function insertWordRanks(db: Db, rows: readonly SearchWordRanksTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await db.insertInto('search_word_ranks').values(rows.slice(i, i + BATCH)).execute();
}

/** Empties both tables of the ranked words (a full build follows). */
export async function deleteAllWordRanks(db: Db): Promise<void> {
  await db.deleteFrom('search_word_ranks').execute();
  await db.deleteFrom('search_ranked_words').execute();
}

export async function insertRankedWordTotals(db: Db, totals: ReadonlyMap<string, number>): Promise<void> {
  if (totals.size) await db.insertInto('search_ranked_words').values([...totals].map(([word_key, total]) => ({ word_key, total }))).execute();
}

/** Drops every ranked word (and its rows) whose key is not one of these. */
export async function deleteWordRanksNotIn(db: Db, keys: readonly string[]): Promise<void> {
  await db.deleteFrom('search_ranked_words').where('word_key', 'not in', keys).execute();
  await db.deleteFrom('search_word_ranks').where('word_key', 'not in', keys).execute();
}

export async function listRankedWordKeys(db: Db): Promise<Set<string>> {
  return new Set((await db.selectFrom('search_ranked_words').select('word_key').execute()).map((r) => r.word_key));
}

export async function deleteWordRanksOfGroupBuys(db: Db, ids: readonly number[]): Promise<void> {
  await db.deleteFrom('search_word_ranks').where('group_buy_id', 'in', ids).execute();
}

/** Every ranked word's total counted again from its rows. */
export async function recountRankedWords(db: Db): Promise<void> {
  await sql`update search_ranked_words set total = (select count(*) from search_word_ranks r where r.word_key = search_ranked_words.word_key)`.execute(db);
}

/** How many rows a ranked word has; undefined when the word is not ranked. */
export async function findRankedWordTotal(db: Db, key: string): Promise<number | undefined> {
  const known = await db.selectFrom('search_ranked_words').select('total').where('word_key', '=', key).executeTakeFirst();
  return known ? Number(known.total) : undefined;
}

const ranksOf = (db: Db, key: string) => db.selectFrom('search_word_ranks').select(['group_buy_id', 'score', 'hot']).where('word_key', '=', key);

/** The word's first rows best-first (score, heat, newest). */
export const listBestWordRanks = (db: Db, key: string, limit: number) =>
  ranksOf(db, key).orderBy('score', 'desc').orderBy('hot', 'desc').orderBy('group_buy_id', 'desc').limit(limit).execute();

/** The word's rows of these group-buys. */
export const listWordRanksOf = (db: Db, key: string, ids: readonly number[]) => ranksOf(db, key).where('group_buy_id', 'in', ids).execute();
