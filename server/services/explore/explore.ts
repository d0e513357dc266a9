import type { Kysely } from 'kysely';
import type { ArticleDetail, ArticleSummary, ExploreHome, GuideDetail, GuideSummary } from '../../../contract/explore';
import { ARTICLE_IDS, readingMinutes, type ArticleSection } from '../../../src/domain/explore/explore';
import type { ArticlesTable, GuidesTable } from '../../db/exploreSchema';
import type { Database } from '../../db/schema';
import {
  countGuidePicks, findArticle, findGuide, listArticles, listArticleTitles, listGuides, listGuideTitles, listLinkedCards,
} from '../../db/repositories/explore/explore';
import { TOPICS } from '../../db/seed/exploreTopics';
import { toListProduct } from '../catalog/groupLists';
import { contentSearchWords, foldedContainsAny } from '../search/expand';

const SUGGESTION_LIMIT = 8;

function articleSummary(row: ArticlesTable): ArticleSummary {
  const sections = JSON.parse(row.sections) as ArticleSection[];
  const tips = JSON.parse(row.tips) as string[];
  const texts = [row.summary, ...sections.flatMap((s) => [s.heading, ...s.paragraphs]), ...tips];
  return {
    id: row.id, topic: row.topic, topic_name: TOPICS[row.topic as keyof typeof TOPICS]?.name ?? row.topic,
    title: row.title, summary: row.summary, cover: `/images/explore/article-${row.id}.svg`, author: row.author,
    published_at: Number(row.published_at), reading_minutes: readingMinutes(texts),
  };
}

const guideSummary = (row: GuidesTable, pickCount: number): GuideSummary => ({
  id: row.id, title: row.title, summary: row.summary, cover: `/images/explore/guide-${row.id}.svg`,
  published_at: Number(row.published_at), pick_count: pickCount,
});

async function pickCounts(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await countGuidePicks(db);
  return new Map(rows.map((r) => [r.owner_id, Number(r.n)]));
}

/** GET /v1/explore: the featured articles, the other articles newest first, and every guide newest first. */
export async function exploreHome(db: Kysely<Database>): Promise<ExploreHome> {
  const articles = await listArticles(db);
  const guides = await listGuides(db);
  const counts = await pickCounts(db);
  return {
    featured: articles.filter((a) => a.is_featured === 1).map(articleSummary),
    articles: articles.filter((a) => a.is_featured !== 1).map(articleSummary),
    guides: guides.map((g) => guideSummary(g, counts.get(g.id) ?? 0)),
  };
}

/** One article; null for any id outside the 25 fixed ones. */
export async function articleDetail(db: Kysely<Database>, id: number): Promise<ArticleDetail | null> {
  if (!ARTICLE_IDS.includes(id)) return null;
  const row = await findArticle(db, id);
  if (!row) return null;
  const cards = await listLinkedCards(db, 'article', id);
  return {
    ...articleSummary(row), sections: JSON.parse(row.sections) as ArticleSection[], tips: JSON.parse(row.tips) as string[],
    products: cards.map(toListProduct),
  };
}

export async function guideDetail(db: Kysely<Database>, id: number): Promise<GuideDetail | null> {
  const row = await findGuide(db, id);
  if (!row) return null;
  const cards = await listLinkedCards(db, 'guide', id);
  return {
    ...guideSummary(row, cards.length), intro: row.intro, criteria: JSON.parse(row.criteria) as GuideDetail['criteria'],
    picks: cards.map((card) => ({ note: card.note, product: toListProduct(card) })),
  };
}

/** Titles containing the query or a synonym of it (folded: case, Simplified/Traditional): articles first, then guides, 8 at most. 65 rows: filtered here, same on both dialects. */
export async function exploreSuggestions(db: Kysely<Database>, query: string): Promise<{ text: string; path: string }[]> {
  // Folded like the mall's search: Simplified finds Traditional, a synonym finds its group.
  const words = await contentSearchWords(db, query);
  const articles = await listArticleTitles(db);
  const guides = await listGuideTitles(db);
  return [
    ...articles.map((a) => ({ text: a.title, path: `/articles/${a.id}` })),
    ...guides.map((g) => ({ text: g.title, path: `/guide/${g.id}` })),
  ].filter((s) => foldedContainsAny(s.text, words)).slice(0, SUGGESTION_LIMIT);
}
