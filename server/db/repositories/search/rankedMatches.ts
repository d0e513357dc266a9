import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../../database';
import type { Database } from '../../schema';

type Expr = RawBuilder<unknown>;

/** One way a query token matches: every term present; it scores its weakest term's weight × `factor`. */
export interface MatchAlternative { terms: readonly string[]; factor: number }

/** What to score, as `services/search` decides it (a token is matched by its best alternative). */
export interface MatchSpec {
  tokens: readonly (readonly MatchAlternative[])[];
  /** category id → what naming it adds. */
  categoryBoosts: ReadonlyMap<number, number>;
  brandIds: readonly number[];
  brandBoost: number;
  /** group-buy id → clicks after this search: the tie-breaker after the score. */
  clicks: ReadonlyMap<number, number>;
  /** Every token must match (else any). */
  all: boolean;
}

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
 * A page of open group-buys matching the spec, ranked inside the database: per token the weight of
 * its best alternative, category and brand boosts; then clicks, heat and the newest. Only the page's
 * ids come back, with the count of all matches.
 */
export async function rankMatches(db: Kysely<Database>, spec: MatchSpec, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
  const terms = [...new Set(spec.tokens.flatMap((alternatives) => alternatives.flatMap((a) => a.terms)))];
  const column = new Map(terms.map((t, i) => [t, sql.ref(`s.w${i}`)]));
  const weights = terms.map((t, i) => sql`max(case when term = ${t} then weight else 0 end) as ${sql.raw(`w${i}`)}`);
  // A token's score: its best alternative, an alternative counting as its weakest term (0 when one is missing).
  const tokenScores = spec.tokens.map((alternatives) => scalar(db, 'greatest', alternatives.map((a) =>
    sql`${scalar(db, 'least', a.terms.map((term) => column.get(term)!))} * ${sql.lit(a.factor)}`)));
  const brandBoost = spec.brandIds.length ? sql`(case when g.brand_id in (${sql.join(spec.brandIds.map((b) => sql.lit(b)))}) then ${sql.lit(spec.brandBoost)} else 0 end)` : sql`0`;
  const matched = sql.join(tokenScores.map((s) => sql`(case when ${s} > 0 then 1 else 0 end)`), sql` + `);
  const condition = sql.join(tokenScores.map((s) => sql`${s} > 0`), spec.all ? sql` and ` : sql` or `);
  const { rows } = await sql<{ id: number | string; total: number | string }>`
    select r.id, count(*) over () as total from (
      select s.group_buy_id as id, g.hot_score as hot, ${matched} as matched, ${lookup('g.id', spec.clicks)} as clicks,
        ${sql.join(tokenScores, sql` + `)} + ${lookup('g.category_id', spec.categoryBoosts)} + ${brandBoost} as score
      from (select group_buy_id, ${sql.join(weights)} from search_terms where term in (${sql.join(terms)}) group by group_buy_id) s
      join group_buys g on g.id = s.group_buy_id
      where g.status = 'open' and (${condition})
    ) r
    order by r.matched desc, r.score desc, r.clicks desc, r.hot desc, r.id desc
    limit ${limit} offset ${offset}`.execute(db);
  return { ids: rows.map((r) => Number(r.id)), total: rows.length ? Number(rows[0].total) : 0 };
}
