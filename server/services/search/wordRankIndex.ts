import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SearchWordRanksTable } from '../../db/searchSchema';
import {
  deleteAllWordRanks, deleteWordRanksNotIn, deleteWordRanksOfGroupBuys, insertRankedWordTotals, insertWordRanks, listRankedWordKeys, recountRankedWords,
} from '../../db/repositories/search/wordRanks';
import { loadLexicon, type Lexicon } from './lexicon';
import { parseQuery, type QueryToken } from './query';
import { boostOf, boosts, tokenScore, type Boosts } from './score';
import { runsOf } from './terms';
import { wordKey } from './wordRanks';

/** A group-buy as the index sees it: its terms (term → weight) and what ranking reads of it. */
export interface IndexedDoc { id: number; open: boolean; hot: number; categoryId: number; brandId: number; terms: ReadonlyMap<string, number> }

interface RankedWord { key: string; token: QueryToken; boost: Boosts }

/** The words shoppers type alone most, ranked ahead: every word of the synonym groups and of the category names. */
export function rankedVocabulary(lexicon: Lexicon): string[] {
  const names = [...lexicon.categories.values()].flatMap((c) => runsOf(c.folded).map((r) => r.text));
  return [...new Set([...lexicon.synonyms.keys(), ...names])];
}

/** Those words that are one query token, parsed and boosted as their search would be. */
function rankedWords(lexicon: Lexicon): RankedWord[] {
  const words = new Map<string, RankedWord>();
  for (const word of rankedVocabulary(lexicon)) {
    const tokens = parseQuery(word, lexicon);
    if (tokens.length !== 1) continue;
    const boost = boosts(tokens, lexicon, word);
    const key = wordKey(tokens[0], boost);
    words.set(key, { key, token: tokens[0], boost });
  }
  return [...words.values()];
}

/** The rows of these documents: one per open group-buy a word matches, scored as a search scores it (`rank.ts`). */
function rowsOf(words: readonly RankedWord[], docs: readonly IndexedDoc[]): SearchWordRanksTable[] {
  // term → the words that need it: a document is scored only for the words it has a term of.
  const wordsOf = new Map<string, RankedWord[]>();
  for (const w of words) for (const term of new Set(w.token.alternatives.flatMap((a) => a.terms))) wordsOf.set(term, [...(wordsOf.get(term) ?? []), w]);
  const rows: SearchWordRanksTable[] = [];
  for (const doc of docs) {
    if (!doc.open) continue;
    const candidates = new Set([...doc.terms.keys()].flatMap((term) => wordsOf.get(term) ?? []));
    const weightOf = (term: string) => doc.terms.get(term) ?? 0;
    for (const w of candidates) {
      const score = tokenScore(w.token, weightOf);
      if (score > 0) rows.push({ word_key: w.key, score: score + boostOf(w.boost, doc.categoryId, doc.brandId), hot: doc.hot, group_buy_id: doc.id });
    }
  }
  return rows;
}

/** Every word anew: the seed, a migration, or after synonyms, categories or brands were edited. */
async function rebuild(db: Kysely<Database>, words: readonly RankedWord[], docs: readonly IndexedDoc[]): Promise<void> {
  const rows = rowsOf(words, docs);
  await deleteAllWordRanks(db);
  await insertWordRanks(db, rows);
  const totals = new Map(words.map((w) => [w.key, 0]));
  for (const row of rows) totals.set(row.word_key, totals.get(row.word_key)! + 1);
  await insertRankedWordTotals(db, totals);
}

/**
 * Some group-buys anew. Words built under another lexicon are dropped (their searches are scored per
 * query until the next full build); a word this lexicon has but the last build did not stays unbuilt,
 * since rows for these group-buys alone would hide the others.
 */
async function update(db: Kysely<Database>, words: readonly RankedWord[], docs: readonly IndexedDoc[], ids: readonly number[]): Promise<void> {
  const current = [...words.map((w) => w.key), ''];
  await deleteWordRanksNotIn(db, current);
  const built = await listRankedWordKeys(db);
  await deleteWordRanksOfGroupBuys(db, ids);
  await insertWordRanks(db, rowsOf(words.filter((w) => built.has(w.key)), docs));
  await recountRankedWords(db);
}

/** Writes the ranked words' rows of these documents (all group-buys when `ids` is null); runs inside the indexer's transaction. */
export async function writeWordRanks(db: Kysely<Database>, docs: readonly IndexedDoc[], ids: readonly number[] | null): Promise<void> {
  const words = rankedWords(await loadLexicon(db));
  await (ids ? update(db, words, docs, ids) : rebuild(db, words, docs));
}
