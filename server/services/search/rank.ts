import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Lexicon } from './lexicon';
import type { QueryToken } from './query';
import { queryTerms } from './query';
import { BOOST, boosts, LITERAL, SYNONYM, type Boosts, type Ranked } from './score';
import { wordRankPage } from './wordRanks';

type Expr = RawBuilder<unknown>;

/** Scalar least/greatest: min()/max() with several arguments on SQLite, least()/greatest() on PostgreSQL. */
function scalar(db: Kysely<Database>, kind: 'least' | 'greatest', args: Expr[]): Expr {
  if (args.length === 1) return args[0];
  const name = isPostgres(db) ? kind : kind === 'least' ? 'min' : 'max';
  return sql`${sql.raw(name)}(${sql.join(args)})`;
}

/** `case column when key then value … else 0 end`, or 0 when there is nothing to add. */
function lookup(column: string, values: ReadonlyMap<number, number>): Expr {
  if (values.size === 0) return sql`0`;
  return sql`(case ${sql.ref(column)} ${sql.join([...values].map(([k, v]) => sql`when ${sql.lit(k)} then ${sql.lit(v)}`), sql` `)} else 0 end)`;
}

/**
 * A page of open group-buys matching every token (`all`) or any, ranked inside the database: the
 * term weights of the best alternative of each token (`score.ts` says the same in TypeScript),
 * category and brand boosts; then clicks after this search, heat and the newest. Only the page's
 * ids come back, with the count of all matches.
 */
async function rankedRows(db: Kysely<Database>, tokens: readonly QueryToken[], boost: Boosts,
  clicks: ReadonlyMap<number, number>, all: boolean, limit: number, offset: number): Promise<Ranked> {
  const terms = queryTerms(tokens);
  const column = new Map(terms.map((t, i) => [t, sql.ref(`s.w${i}`)]));
  const weights = terms.map((t, i) => sql`max(case when term = ${t} then weight else 0 end) as ${sql.raw(`w${i}`)}`);
  // A token's score: its best alternative, an alternative counting as its weakest term (0 when one is missing).
  const tokenScores = tokens.map((t) => scalar(db, 'greatest', t.alternatives.map((a) =>
    sql`${scalar(db, 'least', a.terms.map((term) => column.get(term)!))} * ${sql.lit(a.word === t.word ? LITERAL : SYNONYM)}`)));
  const { category, brands } = boost;
  const brandBoost = brands.length ? sql`(case when g.brand_id in (${sql.join(brands.map((b) => sql.lit(b)))}) then ${sql.lit(BOOST.brand)} else 0 end)` : sql`0`;
  const matched = sql.join(tokenScores.map((s) => sql`(case when ${s} > 0 then 1 else 0 end)`), sql` + `);
  const condition = sql.join(tokenScores.map((s) => sql`${s} > 0`), all ? sql` and ` : sql` or `);
  const { rows } = await sql<{ id: number | string; total: number | string }>`
    select r.id, count(*) over () as total from (
      select s.group_buy_id as id, g.hot_score as hot, ${matched} as matched, ${lookup('g.id', clicks)} as clicks,
        ${sql.join(tokenScores, sql` + `)} + ${lookup('g.category_id', category)} + ${brandBoost} as score
      from (select group_buy_id, ${sql.join(weights)} from search_terms where term in (${sql.join(terms)}) group by group_buy_id) s
      join group_buys g on g.id = s.group_buy_id
      where g.status = 'open' and (${condition})
    ) r
    order by r.matched desc, r.score desc, r.clicks desc, r.hot desc, r.id desc
    limit ${limit} offset ${offset}`.execute(db);
  return { ids: rows.map((r) => Number(r.id)), total: rows.length ? Number(rows[0].total) : 0 };
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
