import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findRankedWordTotal, listBestWordRanks, listWordRanksOf } from '../../db/repositories/search/wordRanks';
import type { QueryToken } from './query';
import { BOOST, LITERAL, SYNONYM, type Boosts, type Ranked } from './score';

/**
 * The key of a one-word query in `search_word_ranks`: the word, and a fingerprint of everything its
 * ranking depends on besides the documents (its alternatives, the boosts it earns, the scoring
 * constants). A synonym, category or brand edited since the index was written gives another key,
 * which the index does not hold: that query is then scored per search, as before, until the next build.
 */
export function wordKey(token: QueryToken, boost: Boosts): string {
  const alternatives = token.alternatives.map((a) => [a.word, ...a.terms].join(' ')).sort();
  const categories = [...boost.category].sort(([a], [b]) => a - b);
  const shape = JSON.stringify([token.word, alternatives, categories, [...boost.brands].sort((a, b) => a - b), LITERAL, SYNONYM, BOOST.brand]);
  return `${token.word.slice(0, 32)}#${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`;
}

interface Row { group_buy_id: number; score: number; hot: number }

/**
 * A page of a one-word query the index has ranked ahead, or undefined when it has not. The rows are
 * read best-first (score, heat, newest) and stop at the page's end; the group-buys clicked after this
 * search join them, since clicks come between score and heat. Every row before a page's last in
 * that order is also before it with clicks counted (a click only lifts), so the page is exact.
 */
export async function wordRankPage(db: Kysely<Database>, token: QueryToken, boost: Boosts,
  clicks: ReadonlyMap<number, number>, limit: number, offset: number): Promise<Ranked | undefined> {
  const key = wordKey(token, boost);
  const total = await findRankedWordTotal(db, key);
  if (total === undefined) return undefined;
  if (offset >= total) return { ids: [], total };
  const [best, clicked] = await Promise.all([
    listBestWordRanks(db, key, offset + limit),
    clicks.size ? listWordRanksOf(db, key, [...clicks.keys()]) : Promise.resolve([]),
  ]);
  const rows = new Map<number, Row>();
  for (const r of [...best, ...clicked]) rows.set(Number(r.group_buy_id), { group_buy_id: Number(r.group_buy_id), score: Number(r.score), hot: Number(r.hot) });
  const order = (a: Row, b: Row) => b.score - a.score || (clicks.get(b.group_buy_id) ?? 0) - (clicks.get(a.group_buy_id) ?? 0)
    || b.hot - a.hot || b.group_buy_id - a.group_buy_id;
  const page = [...rows.values()].sort(order).slice(offset, offset + limit);
  return { ids: page.map((r) => r.group_buy_id), total };
}
