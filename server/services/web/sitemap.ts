import type { AliasedSelectQueryBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Sitemaps hold at most 50,000 URLs each (sitemaps.org); a kind with more is split into numbered files. */
export const SITEMAP_LIMIT = 50_000;

type Db = Kysely<Database>;
type Row = { id: number; lastmod: number };
interface Kind {
  path: (id: number) => string;
  /** The kind's public pages with their last change (epoch ms), as a subquery. */
  rows: (db: Db) => AliasedSelectQueryBuilder<Row, 'pages'>;
}

/** What a crawler may index: open group-buys, their active products, questions, articles and guides; adult-only goods are noindex pages, so not listed. */
const KINDS = {
  groupbuys: { path: (id) => `/groupbuy/${id}`, rows: (db) => db.selectFrom('group_buys').where('status', '=', 'open').where('is_adult_only', '=', 0).select(['id', 'created_at as lastmod']).as('pages') },
  products: {
    path: (id) => `/market/${id}`,
    rows: (db) => db.selectFrom('products').innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id')
      .where('products.status', '=', 'active').where('group_buys.status', '=', 'open').where('group_buys.is_adult_only', '=', 0)
      .select(['products.id as id', 'group_buys.created_at as lastmod']).as('pages'),
  },
  questions: { path: (id) => `/qa/${id}`, rows: (db) => db.selectFrom('qa_questions').select(['id', 'updated_at as lastmod']).as('pages') },
  articles: { path: (id) => `/articles/${id}`, rows: (db) => db.selectFrom('articles').select(['id', 'published_at as lastmod']).as('pages') },
  guides: { path: (id) => `/guide/${id}`, rows: (db) => db.selectFrom('guides').select(['id', 'published_at as lastmod']).as('pages') },
} satisfies Record<string, Kind>;

export type SitemapKind = keyof typeof KINDS;
export const isSitemapKind = (value: string): value is SitemapKind => Object.hasOwn(KINDS, value);

export interface SitemapEntry { path: string; lastmod: number }
export interface SitemapFile { kind: SitemapKind; page: number; lastmod: number }

/** One sitemap file: page `page` (from 1) of a kind, in id order so a page keeps its URLs as the catalog grows. */
export async function sitemapPage(db: Db, kind: SitemapKind, page: number): Promise<SitemapEntry[]> {
  const { path, rows } = KINDS[kind] as Kind;
  const found = await db.selectFrom(rows(db)).select(['id', 'lastmod']).orderBy('id').limit(SITEMAP_LIMIT).offset((page - 1) * SITEMAP_LIMIT).execute();
  return found.map((row) => ({ path: path(Number(row.id)), lastmod: Number(row.lastmod) }));
}

/** The index: every kind's files (at least one each), dated by the kind's newest change. */
export async function sitemapFiles(db: Db): Promise<SitemapFile[]> {
  const files: SitemapFile[] = [];
  for (const kind of Object.keys(KINDS) as SitemapKind[]) {
    const { rows } = KINDS[kind] as Kind;
    const stats = await db.selectFrom(rows(db)).select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('lastmod').as('newest')]).executeTakeFirstOrThrow();
    const pages = Math.max(1, Math.ceil(Number(stats.count) / SITEMAP_LIMIT));
    for (let page = 1; page <= pages; page += 1) files.push({ kind, page, lastmod: Number(stats.newest ?? 0) });
  }
  return files;
}
