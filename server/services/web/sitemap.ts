import type { Kysely } from 'kysely';
import { countSitemapPages, listSitemapPages, type SitemapKind } from '../../db/repositories/web/sitemap';
import type { Database } from '../../db/schema';

/** Sitemaps hold at most 50,000 URLs each (sitemaps.org); a kind with more is split into numbered files. */
export const SITEMAP_LIMIT = 50_000;

type Db = Kysely<Database>;

/** What a crawler may index (the rows: db/repositories/web/sitemap.ts): open group-buys, their active products, questions, articles and guides. */
const PATHS = {
  groupbuys: (id) => `/groupbuy/${id}`,
  products: (id) => `/market/${id}`,
  questions: (id) => `/qa/${id}`,
  articles: (id) => `/articles/${id}`,
  guides: (id) => `/guide/${id}`,
} satisfies Record<SitemapKind, (id: number) => string>;

export type { SitemapKind };
export const isSitemapKind = (value: string): value is SitemapKind => Object.hasOwn(PATHS, value);

export interface SitemapEntry { path: string; lastmod: number }
export interface SitemapFile { kind: SitemapKind; page: number; lastmod: number }

/** One sitemap file: page `page` (from 1) of a kind, in id order so a page keeps its URLs as the catalog grows. */
export async function sitemapPage(db: Db, kind: SitemapKind, page: number): Promise<SitemapEntry[]> {
  const found = await listSitemapPages(db, kind, SITEMAP_LIMIT, (page - 1) * SITEMAP_LIMIT);
  return found.map((row) => ({ path: PATHS[kind](row.id), lastmod: row.lastmod }));
}

/** The index: every kind's files (at least one each), dated by the kind's newest change. */
export async function sitemapFiles(db: Db): Promise<SitemapFile[]> {
  const files: SitemapFile[] = [];
  for (const kind of Object.keys(PATHS) as SitemapKind[]) {
    const stats = await countSitemapPages(db, kind);
    const pages = Math.max(1, Math.ceil(stats.count / SITEMAP_LIMIT));
    for (let page = 1; page <= pages; page += 1) files.push({ kind, page, lastmod: stats.newest ?? 0 });
  }
  return files;
}
