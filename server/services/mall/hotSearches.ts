import type { Kysely } from 'kysely';
import { HOT_SEARCH_LIMIT, type HotSearches } from '../../../contract/mall';
import type { Database } from '../../db/schema';
import { countSearchersSince } from '../../db/repositories/tracking/searchEvents';
import { lexiconOf, type Lexicon } from '../search/lexicon';
import { searchQueryId } from '../tracking/searchQueryId';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** The busiest query ids read; the shop's words among them are the hot searches. */
const READ_IDS = 300;
/** A search's clicks count from the pages a parent reads most. */
const PAGES = 3;

const known = new WeakMap<Lexicon, Map<string, string>>();

/**
 * Query id → the shop's word it searches (synonyms, group names, categories, brands). search_events
 * keeps only the query id (SPEC §5); and only the shop's own words are shown to everyone, never text
 * a visitor typed.
 */
function wordsById(lexicon: Lexicon): Map<string, string> {
  let byId = known.get(lexicon);
  if (!byId) {
    const words = new Set([...lexicon.groupNames, ...lexicon.synonyms.keys(), ...[...lexicon.categories.values()].map((c) => c.name), ...lexicon.brands.map((b) => b.name)]);
    byId = new Map([...words].flatMap((word) => Array.from({ length: PAGES }, (_, i) => [searchQueryId(word, i + 1), word] as const)));
    known.set(lexicon, byId);
  }
  return byId;
}

/**
 * GET /v3/shopping/search/hot (issue 30): the shop's words searched by the most visitors in the
 * last 7 days (a qualified search is one with a click or conversion in search_events), then the
 * seeded popular searches (the synonym groups' names) to fill the list.
 */
export async function hotSearches(db: Kysely<Database>, now: number): Promise<HotSearches> {
  const lexicon = await lexiconOf(db);
  const byId = wordsById(lexicon);
  const searchers = new Map<string, number>();
  for (const row of await countSearchersSince(db, now - WEEK_MS, READ_IDS)) {
    const word = byId.get(row.query_id);
    if (word !== undefined) searchers.set(word, (searchers.get(word) ?? 0) + Number(row.searchers));
  }
  const hot = [...searchers].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word);
  return { searches: [...new Set([...hot, ...lexicon.groupNames])].slice(0, HOT_SEARCH_LIMIT) };
}
