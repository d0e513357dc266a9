import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isTableEmpty } from '../../db/repositories/search/searchTerms';
import { SEARCH_SYNONYMS, seedSearchSynonyms } from '../../db/seed/searchSynonyms';
import { indexAllGroupBuys } from './indexer';

/**
 * Search data a database may lack when it holds a catalog from before the search tables existed
 * (migrations only make tables; they never run the indexer, whose code moves on while a released
 * migration must not): the synonym groups, and the index of every group-buy. Run at start after
 * the migrations; a database whose index is written already is left as it is.
 */
export async function backfillSearch(db: Kysely<Database>): Promise<{ synonyms: boolean; indexed: number }> {
  const synonyms = SEARCH_SYNONYMS.length > 0 && (await isTableEmpty(db, 'search_synonyms'));
  if (synonyms) await seedSearchSynonyms(db);
  if (await isTableEmpty(db, 'group_buys')) return { synonyms, indexed: 0 };
  const stale = (await isTableEmpty(db, 'search_terms')) || (await isTableEmpty(db, 'search_ranked_words'))
    || (await isTableEmpty(db, 'search_readings'));
  return { synonyms, indexed: stale ? await indexAllGroupBuys(db) : 0 };
}
