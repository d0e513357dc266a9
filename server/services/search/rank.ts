import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { rankMatches, type MatchSpec } from '../../db/repositories/search/rankedMatches';
import type { Lexicon } from './lexicon';
import type { QueryToken } from './query';
import { BOOST, boosts, LITERAL, SYNONYM, type Boosts, type Ranked } from './score';
import { wordRankPage } from './wordRanks';

/**
 * A page of open group-buys matching every token (`all`) or any, scored as `score.ts` says (the
 * repository writes the same rule in SQL): the typed word ×10, a synonym or typo ×9, category and
 * brand boosts; then clicks after this search, heat and the newest.
 */
function rankedRows(db: Kysely<Database>, tokens: readonly QueryToken[], boost: Boosts,
  clicks: ReadonlyMap<number, number>, all: boolean, limit: number, offset: number): Promise<Ranked> {
  const spec: MatchSpec = {
    tokens: tokens.map((t) => t.alternatives.map((a) => ({ terms: a.terms, factor: a.word === t.word ? LITERAL : SYNONYM }))),
    categoryBoosts: boost.category, brandIds: boost.brands, brandBoost: BOOST.brand, clicks, all,
  };
  return rankMatches(db, spec, limit, offset);
}

/**
 * A page of the best matches (all tokens; any token when no group-buy has them all). A one-word
 * query the index has ranked ahead (`wordRanks.ts`: the words of the synonym groups) reads its page
 * best-first; any other query is scored here, every match of it.
 */
export async function rankedPage(db: Kysely<Database>, tokens: readonly QueryToken[], lexicon: Lexicon, phrase: string,
  clicks: ReadonlyMap<number, number>, limit: number, offset = 0): Promise<Ranked> {
  if (tokens.length === 0) return { ids: [], total: 0 };
  const boost = boosts(tokens, lexicon, phrase);
  const ranked = tokens.length === 1 ? await wordRankPage(db, tokens[0], boost, clicks, limit, offset) : undefined;
  if (ranked) return ranked;
  // A page past the end has no rows to carry the count: ask for the first row instead.
  const run = async (all: boolean) => {
    const page = await rankedRows(db, tokens, boost, clicks, all, limit, offset);
    return page.ids.length || offset === 0 ? page : { ids: [], total: (await rankedRows(db, tokens, boost, clicks, all, 1, 0)).total };
  };
  const every = await run(true);
  return every.total === 0 && tokens.length > 1 ? run(false) : every;
}
