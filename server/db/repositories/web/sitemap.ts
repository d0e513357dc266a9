import type { AliasedSelectQueryBuilder, Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;
type Row = { id: number; lastmod: number };

/** Each kind's public pages with their last change (epoch ms), as a subquery; adult-only goods are noindex pages, so not listed. */
const PAGES = {
  groupbuys: (db) => db.selectFrom('group_buys').where('status', '=', 'open').where('is_adult_only', '=', 0).select(['id', 'created_at as lastmod']).as('pages'),
  products: (db) => db.selectFrom('products').innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id')
    .where('products.status', '=', 'active').where('group_buys.status', '=', 'open').where('group_buys.is_adult_only', '=', 0)
    .select(['products.id as id', 'group_buys.created_at as lastmod']).as('pages'),
  questions: (db) => db.selectFrom('qa_questions').where('hidden_at', 'is', null).select(['id', 'updated_at as lastmod']).as('pages'),
  articles: (db) => db.selectFrom('articles').select(['id', 'published_at as lastmod']).as('pages'),
  guides: (db) => db.selectFrom('guides').select(['id', 'published_at as lastmod']).as('pages'),
} satisfies Record<string, (db: Db) => AliasedSelectQueryBuilder<Row, 'pages'>>;

export type SitemapKind = keyof typeof PAGES;

/** A kind's pages in id order, `limit` of them from `offset`. */
export async function listSitemapPages(db: Db, kind: SitemapKind, limit: number, offset: number): Promise<Row[]> {
  const rows = await db.selectFrom(PAGES[kind](db)).select(['id', 'lastmod']).orderBy('id').limit(limit).offset(offset).execute();
  return rows.map((row) => ({ id: Number(row.id), lastmod: Number(row.lastmod) }));
}

/** How many pages a kind has, and its newest change (null: none). */
export async function countSitemapPages(db: Db, kind: SitemapKind): Promise<{ count: number; newest: number | null }> {
  const stats = await db.selectFrom(PAGES[kind](db)).select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('lastmod').as('newest')]).executeTakeFirstOrThrow();
  return { count: Number(stats.count), newest: stats.newest === null || stats.newest === undefined ? null : Number(stats.newest) };
}
