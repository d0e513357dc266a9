import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listBrandNames, listCategoryNames, listHottestBrandNames, listSynonymTerms } from '../../db/repositories/search/lexicon';
import { foldText } from './fold';
import type { QueryLexicon } from './query';
import { runsOf } from './terms';

export interface NamedRow { id: number; name: string; folded: string }
export interface BrandRow extends NamedRow { words: readonly string[] }
export interface CategoryRow extends NamedRow { parentId: number | null }

/** What searches know of the shop besides the index: synonyms, brands, categories, the brands to suggest. */
export interface Lexicon extends QueryLexicon {
  brands: readonly BrandRow[];
  /** A brand's folded name and each of its words → the ids of the brands they name (a query's brand boost). */
  brandsByWord: ReadonlyMap<string, readonly number[]>;
  categories: ReadonlyMap<number, CategoryRow>;
  /** Names of the synonym groups, in the product owner's order: popular searches. */
  groupNames: readonly string[];
  /** The brands with the hottest open group-buys, hottest first. */
  popularBrands: readonly string[];
}

/** A product owner's synonym edit shows within this time; every process reads the same table. */
const TTL_MS = 60_000;
const cache = new WeakMap<Kysely<Database>, { at: number; lexicon: Promise<Lexicon> }>();

/** The lexicon as the tables hold it now (the indexer's; searches use the cached `lexiconOf`). */
export async function loadLexicon(db: Kysely<Database>): Promise<Lexicon> {
  const [synonymRows, brandRows, categoryRows, popular] = await Promise.all([
    listSynonymTerms(db), listBrandNames(db), listCategoryNames(db), listHottestBrandNames(db, 4),
  ]);
  const groups = new Map<number, string[]>();
  for (const row of synonymRows) groups.set(row.group_id, [...(groups.get(row.group_id) ?? []), row.term]);
  const synonyms = new Map<string, string[]>();
  for (const terms of groups.values()) {
    const words = terms.map(foldText);
    for (const word of words) synonyms.set(word, [...new Set([...(synonyms.get(word) ?? []), ...words])]);
  }
  const brands = brandRows.map((b) => {
    const folded = foldText(b.name);
    return { ...b, folded, words: runsOf(folded).map((r) => r.text) };
  });
  const brandsByWord = new Map<string, number[]>();
  for (const b of brands) for (const w of new Set([b.folded, ...b.words])) brandsByWord.set(w, [...(brandsByWord.get(w) ?? []), b.id]);
  const brandWords = [...new Set(brands.flatMap((b) => b.words.filter((w) => /^[a-z]/.test(w) && w.length >= 3)))];
  return {
    synonyms,
    brandWords,
    brands,
    brandsByWord,
    categories: new Map(categoryRows.map((c) => [c.id, { id: c.id, name: c.name, folded: foldText(c.name), parentId: c.parent_id }])),
    groupNames: [...groups.values()].map((terms) => terms[0]),
    popularBrands: popular.map((p) => p.name),
  };
}

/**
 * The lexicon of this database, reloaded once a minute. While a reload runs, searches keep the
 * lexicon they had (a reload reads every brand's heat: no search should wait for it).
 */
export function lexiconOf(db: Kysely<Database>, now = Date.now()): Promise<Lexicon> {
  const hit = cache.get(db);
  if (hit && now - hit.at < TTL_MS) return hit.lexicon;
  const lexicon = loadLexicon(db);
  cache.set(db, { at: now, lexicon: hit ? lexicon.catch(() => hit.lexicon) : lexicon });
  lexicon.catch(() => cache.delete(db));
  return hit ? hit.lexicon : lexicon;
}

/** Tests and the seed change the tables under a running app. */
export const forgetLexicon = (db: Kysely<Database>): void => void cache.delete(db);
