import type { Lexicon } from './lexicon';
import type { QueryToken } from './query';

/** One page of ranked matches and how many there are in all. */
export interface Ranked { ids: number[]; total: number }

/** Boosts in tenths of a term weight, like the token scores. */
export const BOOST = { sub: 80, main: 30, brand: 60 } as const;
/** The word as typed counts a little above its synonyms and typo corrections (tenths, to stay in integers). */
export const LITERAL = 10;
export const SYNONYM = 9;

/** What a query adds for the categories and brands it names: category id → boost, and the brands worth BOOST.brand. */
export interface Boosts { category: ReadonlyMap<number, number>; brands: readonly number[] }

/** Extra weight for the categories and brands a query names (尿布 → the 紙尿褲 category first). */
export function boosts(tokens: readonly QueryToken[], lexicon: Lexicon, phrase: string): Boosts {
  const words = tokens.flatMap((t) => t.alternatives.map((a) => a.word)).filter((w) => [...w].length > 1);
  const names = (folded: string) => words.some((w) => folded.includes(w));
  const category = new Map<number, number>();
  for (const c of lexicon.categories.values()) {
    const parent = c.parentId === null ? undefined : lexicon.categories.get(c.parentId);
    const boost = (names(c.folded) ? BOOST.sub : 0) + (parent && names(parent.folded) ? BOOST.main : 0);
    if (boost) category.set(c.id, boost);
  }
  // Looked up by word: a catalog has thousands of brands.
  const brands = new Set([...words, phrase].flatMap((w) => lexicon.brandsByWord.get(w) ?? []));
  return { category, brands: [...brands].sort((a, b) => a - b) };
}

/**
 * A token's score in one document (`weightOf` gives a term's weight there, 0 when absent): its best
 * alternative, an alternative counting as its weakest term. The same rule `rank.ts` writes in SQL.
 */
export function tokenScore(token: QueryToken, weightOf: (term: string) => number): number {
  let best = 0;
  for (const a of token.alternatives) {
    const weakest = Math.min(...a.terms.map(weightOf));
    best = Math.max(best, weakest * (a.word === token.word ? LITERAL : SYNONYM));
  }
  return best;
}

/** The boosts of one document. */
export const boostOf = (b: Boosts, categoryId: number, brandId: number): number =>
  (b.category.get(categoryId) ?? 0) + (b.brands.includes(brandId) ? BOOST.brand : 0);
