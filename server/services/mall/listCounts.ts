import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/schema';
import { countOpenCards, type CardFilter } from '../../db/repositories/catalog/openCards';

/** How long a list's result count is kept; the catalog changes by import, not while a shopper browses. */
export const LIST_COUNT_TTL_MS = 30_000;

/**
 * The result count shown above a card list (「共 N 筆團購」), kept per database handle and filter for
 * `LIST_COUNT_TTL_MS`. Counting every open group-buy reads a whole index (0.7 ms at scale 50's
 * 28,500, 0.06 ms at scale 1), the one read of a list page whose cost grew with the catalog; the
 * page's cards are always read afresh. Concurrent misses of one filter share one count.
 */
const kept = new WeakMap<Kysely<Database>, LRUCache<string, number, () => Promise<number>>>();

export async function listCountOf(db: Kysely<Database>, filter: CardFilter): Promise<number> {
  let counts = kept.get(db);
  if (!counts) {
    counts = new LRUCache({ max: 500, ttl: LIST_COUNT_TTL_MS, fetchMethod: async (_key, _stale, { context }) => context() });
    kept.set(db, counts);
  }
  // A filter is plain data built in one order by browseList: its JSON names the list.
  const count = await counts.fetch(JSON.stringify(filter), { context: () => countOpenCards(db, filter) });
  return count ?? 0;
}
