import type { Kysely } from 'kysely';
import { GROUP_LIST_PAGE_SIZE } from '../../../contract/catalog';
import { SUGGEST_LIMIT, type SearchResult, type SearchSuggestions } from '../../../contract/mall';
import type { Database } from '../../db/schema';
import { listCardsByIds, listGroupBuyTitles } from '../../db/repositories/catalog/cards';
import { countClicksByObject } from '../../db/repositories/tracking/searchEvents';
import { MallMessages } from './messages';
import { toListProduct } from '../catalog/groupLists';
import { foldText } from '../search/fold';
import { highlightRanges } from '../search/highlight';
import { lexiconOf, type Lexicon } from '../search/lexicon';
import { parseQuery, type QueryToken } from '../search/query';
import { rankedPage } from '../search/rank';
import { correctedQuery } from '../search/readingCorrection';
import type { Ranked } from '../search/score';
import { searchQueryId } from '../tracking/searchQueryId';

/** Pages of a query whose clicks count for its ranking (the query id names the words and the page). */
const CLICK_PAGES = 3;
const POPULAR_SUGGESTIONS = 6;
/** The largest id the group_buys id column holds (a 32-bit integer on PostgreSQL). */
const MAX_GROUP_BUY_ID = 2_147_483_647;

/** Clicks on each group-buy after this same search (SPEC §5 search tracking): a tie-breaker. */
async function clicksFor(db: Kysely<Database>, query: string): Promise<Map<number, number>> {
  const ids = Array.from({ length: CLICK_PAGES }, (_, i) => searchQueryId(query, i + 1));
  const rows = await countClicksByObject(db, ids);
  // Anyone may report a click with any object id (the query id is public): only what can be a group-buy
  // id counts; anything else (NaN, past the id column's range) failed every later search of the same words.
  const clicks = new Map<number, number>();
  for (const row of rows) {
    const id = Number(row.object_id);
    if (Number.isInteger(id) && id > 0 && id <= MAX_GROUP_BUY_ID) clicks.set(id, (clicks.get(id) ?? 0) + Number(row.clicks));
  }
  return clicks;
}

/** What 「找不到」 offers instead: the popular searches (synonym group names) and the hottest brands. */
const popularSearches = (lexicon: Lexicon): string[] => [...lexicon.groupNames.slice(0, POPULAR_SUGGESTIONS - 2), ...lexicon.popularBrands.slice(0, 2)];

async function cardsInOrder(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await listCardsByIds(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** Fewer results than this, and a query that sounds the same but is spelled as the shop spells it is tried too. */
const FEW_RESULTS = 3;

interface Found { query: string; tokens: QueryToken[]; ranked: Ranked }

async function found(db: Kysely<Database>, lexicon: Lexicon, query: string, page: number): Promise<Found> {
  const tokens = parseQuery(query, lexicon);
  const start = (page - 1) * GROUP_LIST_PAGE_SIZE;
  const ranked = await rankedPage(db, tokens, lexicon, foldText(query).trim(), await clicksFor(db, query), GROUP_LIST_PAGE_SIZE, start);
  return { query, tokens, ranked };
}

/** Issue 30: a typo that sounds right (紙尿庫) answers with the results of the spelling that finds more (紙尿褲). */
async function forgiven(db: Kysely<Database>, lexicon: Lexicon, typed: Found, page: number): Promise<Found> {
  const corrected = await correctedQuery(db, typed.query);
  if (corrected === null) return typed;
  const better = await found(db, lexicon, corrected, page);
  return better.ranked.total > typed.ranked.total ? better : typed;
}

/**
 * GET /v3/shopping/search (SPEC §2.1 search): open group-buys from the index, best match first, with
 * the title ranges to mark, a corrected spelling when the typed one finds (almost) nothing, and
 * popular searches when nothing matches.
 */
export async function searchGroupBuys(db: Kysely<Database>, query: string, page: number): Promise<SearchResult> {
  const lexicon = await lexiconOf(db);
  const typed = await found(db, lexicon, query, page);
  const shown = typed.ranked.total < FEW_RESULTS ? await forgiven(db, lexicon, typed, page) : typed;
  const { ranked, tokens } = shown;
  const rows = await cardsInOrder(db, ranked.ids);
  return {
    type: 'search', title: MallMessages.SEARCH_TITLE(query), query, total: ranked.total, query_id: searchQueryId(shown.query, page),
    page, has_more: ranked.total > (page - 1) * GROUP_LIST_PAGE_SIZE + GROUP_LIST_PAGE_SIZE, products: rows.map(toListProduct),
    highlights: rows.map((r) => ({ id: r.id, ranges: highlightRanges(r.title, tokens) })).filter((h) => h.ranges.length > 0),
    suggestions: ranked.total === 0 ? popularSearches(lexicon) : [],
    ...(shown === typed ? {} : { did_you_mean: shown.query }),
  };
}

/** Brands the typing names: their name contains it, or a Latin word of theirs is the word, starts with it or is a typo away. */
function brandsFor(lexicon: Lexicon, folded: string, tokens: readonly QueryToken[]): string[] {
  const words = new Set(tokens.flatMap((t) => t.alternatives.map((a) => a.word)));
  return lexicon.brands
    .filter((b) => b.folded.includes(folded) || b.words.some((w) => words.has(w)))
    .map((b) => b.name);
}

/** Synonym groups the typing belongs to, by their name (尿布 → 紙尿褲). */
function groupsFor(lexicon: Lexicon, tokens: readonly QueryToken[]): string[] {
  const words = new Set(tokens.flatMap((t) => t.alternatives.map((a) => a.word)));
  const typed = tokens.map((t) => t.word).join('');
  return lexicon.groupNames.filter((name) => words.has(foldText(name)) && foldText(name) !== typed);
}

/** GET /v3/shopping/search/suggest: up to 3 brands, the synonym group, then the best-matching titles; 8 in all. */
export async function suggest(db: Kysely<Database>, query: string): Promise<SearchSuggestions> {
  const lexicon = await lexiconOf(db);
  const tokens = parseQuery(query, lexicon, { prefix: true });
  const folded = foldText(query).trim();
  const best = await rankedPage(db, tokens, lexicon, folded, new Map(), SUGGEST_LIMIT);
  const titles = await listGroupBuyTitles(db, [...best.ids, -1]);
  const titleOf = new Map(titles.map((t) => [t.id, t.title]));
  const seen = new Set<string>();
  const suggestions = [
    ...brandsFor(lexicon, folded, tokens).slice(0, 3).map((text) => ({ text, kind: 'brand' as const })),
    ...groupsFor(lexicon, tokens).map((text) => ({ text, kind: 'keyword' as const })),
    ...best.ids.flatMap((id) => (titleOf.has(id) ? [{ text: titleOf.get(id)!, kind: 'groupbuy' as const }] : [])),
  ].filter((s) => !seen.has(s.text) && Boolean(seen.add(s.text)));
  return { query, suggestions: suggestions.slice(0, SUGGEST_LIMIT) };
}
