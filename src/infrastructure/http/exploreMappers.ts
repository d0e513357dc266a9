import type {
  ArticleDetail, ExploreHome as ExploreHomeBody, GuideDetail, ArticleSummary as ArticleSummaryBody, GuideSummary as GuideSummaryBody,
} from '../../../contract/explore';
import {
  ARTICLE_TOPICS, type Article, type ArticleSummary, type ArticleTopic, type ExploreHome, type Guide, type GuideSummary,
} from '../../domain/explore/explore';
import { toCard } from './mappers';

/** Wire shapes of the explore calls to domain shapes (the axios adapter and the page server's in-process one). */
const topicOf = (raw: string): ArticleTopic => (ARTICLE_TOPICS.includes(raw as ArticleTopic) ? (raw as ArticleTopic) : 'newborn');

const toArticleSummary = (a: ArticleSummaryBody): ArticleSummary => ({
  id: a.id, topic: topicOf(a.topic), topicName: a.topic_name, title: a.title, summary: a.summary, cover: a.cover,
  author: a.author, publishedAt: a.published_at, readingMinutes: a.reading_minutes,
});

const toGuideSummary = (g: GuideSummaryBody): GuideSummary => ({
  id: g.id, title: g.title, summary: g.summary, cover: g.cover, publishedAt: g.published_at, pickCount: g.pick_count,
});

export const toExploreHome = (body: ExploreHomeBody): ExploreHome => ({
  featured: body.featured.map(toArticleSummary), articles: body.articles.map(toArticleSummary), guides: body.guides.map(toGuideSummary),
});

export const toArticle = (body: ArticleDetail): Article => ({
  ...toArticleSummary(body), sections: body.sections, tips: body.tips, groupBuys: body.products.map(toCard),
});

export const toGuide = (body: GuideDetail): Guide => ({
  ...toGuideSummary(body), intro: body.intro, criteria: body.criteria, picks: body.picks.map((p) => ({ note: p.note, card: toCard(p.product) })),
});
