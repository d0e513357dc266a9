import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { foldText } from './fold';
import { lexiconOf } from './lexicon';

/**
 * The words a content search (Q&A, explore) looks for: the query folded to Taiwan Traditional, plus
 * its synonym group when the whole query is in one (尿布 → 紙尿褲, 尿褲 …). Cheap: no index.
 */
export async function contentSearchWords(db: Kysely<Database>, query: string): Promise<string[]> {
  const folded = foldText(query).trim();
  if (folded === '') return [];
  const lexicon = await lexiconOf(db);
  return [...new Set([folded, ...(lexicon.synonyms.get(folded.replace(/\s+/g, '')) ?? [])])];
}

/** Whether a title contains any of the words, compared in folded form. */
export const foldedContainsAny = (text: string, words: readonly string[]): boolean => {
  const folded = foldText(text);
  return words.some((w) => folded.includes(w));
};
