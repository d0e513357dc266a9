import { sql, type Kysely } from 'kysely';
import { SUGGEST_LIMIT, type SearchResult, type SearchSuggestions } from '../../../contract/mall';
import type { Database } from '../../db/schema';
import { MallMessages } from '../../http/mallMessages';
import { containsPattern, openCards, pageOf } from './rows';
import { searchQueryId } from '../tracking/searchQueryId';

/** Case-insensitive "contains" on both dialects (PostgreSQL's like is case-sensitive). */
const contains = (column: string, pattern: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

/** GET /v3/shopping/search: open group-buys whose title or brand name contains the query, hottest first. */
export async function searchGroupBuys(db: Kysely<Database>, query: string, page: number): Promise<SearchResult> {
  const pattern = containsPattern(query);
  const matching = openCards(db)
    .innerJoin('brands', 'brands.id', 'group_buys.brand_id')
    .where((eb) => eb.or([contains('group_buys.title', pattern), contains('brands.name', pattern)]));
  const [list, count] = await Promise.all([
    pageOf(matching.orderBy('group_buys.hot_score', 'desc').orderBy('group_buys.id', 'desc'), page),
    matching.clearSelect().select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { type: 'search', title: MallMessages.SEARCH_TITLE(query), query, total: Number(count.total), query_id: searchQueryId(query, page), ...list };
}

/** GET /v3/shopping/search/suggest: up to 8 brand names, then group-buy titles, containing the query. */
export async function suggest(db: Kysely<Database>, query: string): Promise<SearchSuggestions> {
  const pattern = containsPattern(query);
  const brands = await db.selectFrom('brands').select('name').where(contains('name', pattern)).orderBy('name').limit(3).execute();
  const titles = await openCards(db).where(contains('group_buys.title', pattern))
    .orderBy('group_buys.hot_score', 'desc').orderBy('group_buys.id', 'desc').limit(SUGGEST_LIMIT).execute();
  const seen = new Set<string>();
  const suggestions = [
    ...brands.map((b) => ({ text: b.name, kind: 'brand' as const })),
    ...titles.map((t) => ({ text: t.title, kind: 'groupbuy' as const })),
  ].filter((s) => !seen.has(s.text) && Boolean(seen.add(s.text)));
  return { query, suggestions: suggestions.slice(0, SUGGEST_LIMIT) };
}
