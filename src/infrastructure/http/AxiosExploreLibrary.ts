import type { AxiosInstance } from 'axios';
import type { z } from 'zod/mini';
import { envelope } from '../../../contract/common';
import {
  ArticleDetail, ContentSuggestions, ExploreHome as ExploreHomeBody, GuideDetail, type ArticleSummary as ArticleSummaryBody,
  type GuideSummary as GuideSummaryBody,
} from '../../../contract/explore';
import type { ExploreLibrary, QuestionSuggestions } from '../../application/explore/ports';
import { NotFoundError } from '../../domain/errors/clientErrors';
import {
  ARTICLE_TOPICS, type Article, type ArticleSummary, type ArticleTopic, type ExploreHome, type ExploreSuggestion, type Guide, type GuideSummary,
} from '../../domain/explore/explore';
import { toCard } from './mappers';

const topicOf = (raw: string): ArticleTopic => (ARTICLE_TOPICS.includes(raw as ArticleTopic) ? (raw as ArticleTopic) : 'newborn');

const toArticleSummary = (a: ArticleSummaryBody): ArticleSummary => ({
  id: a.id, topic: topicOf(a.topic), topicName: a.topic_name, title: a.title, summary: a.summary, cover: a.cover,
  author: a.author, publishedAt: a.published_at, readingMinutes: a.reading_minutes,
});

const toGuideSummary = (g: GuideSummaryBody): GuideSummary => ({
  id: g.id, title: g.title, summary: g.summary, cover: g.cover, publishedAt: g.published_at, pickCount: g.pick_count,
});

async function getData<S extends z.ZodMiniType>(http: AxiosInstance, schema: S, path: string, params?: object): Promise<z.infer<S>> {
  const response = await http.get(path, { params });
  return (envelope(schema).parse(response.data) as { data: z.infer<S> }).data;
}

/** The explore calls (GET /v1/explore…); a 404 becomes NotFoundError in the shared client. */
export class AxiosExploreLibrary implements ExploreLibrary {
  constructor(private readonly http: AxiosInstance) {}

  async home(): Promise<ExploreHome> {
    const body = await getData(this.http, ExploreHomeBody, '/v1/explore');
    return { featured: body.featured.map(toArticleSummary), articles: body.articles.map(toArticleSummary), guides: body.guides.map(toGuideSummary) };
  }

  async article(id: number): Promise<Article> {
    const body = await getData(this.http, ArticleDetail, `/v1/explore/articles/${id}`);
    return { ...toArticleSummary(body), sections: body.sections, tips: body.tips, groupBuys: body.products.map(toCard) };
  }

  async guide(id: number): Promise<Guide> {
    const body = await getData(this.http, GuideDetail, `/v1/explore/guides/${id}`);
    return { ...toGuideSummary(body), intro: body.intro, criteria: body.criteria, picks: body.picks.map((p) => ({ note: p.note, card: toCard(p.product) })) };
  }

  async suggest(query: string): Promise<ExploreSuggestion[]> {
    return (await getData(this.http, ContentSuggestions, '/v1/explore/search/suggest', { query })).suggestions;
  }
}

/** GET /v1/qa/search/suggest (the Q&A API); a forum without that call answers no suggestions. */
export class AxiosQuestionSuggestions implements QuestionSuggestions {
  constructor(private readonly http: AxiosInstance) {}

  async suggest(query: string): Promise<ExploreSuggestion[]> {
    try {
      return (await getData(this.http, ContentSuggestions, '/v1/qa/search/suggest', { query })).suggestions;
    } catch (error) {
      if (error instanceof NotFoundError) return [];
      throw error;
    }
  }
}
