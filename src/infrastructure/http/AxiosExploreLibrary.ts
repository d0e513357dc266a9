import type { AxiosInstance } from 'axios';
import type { z } from 'zod/mini';
import { envelope } from '../../../contract/common';
import { ArticleDetail, ContentSuggestions, ExploreHome as ExploreHomeBody, GuideDetail } from '../../../contract/explore';
import type { ExploreLibrary, QuestionSuggestions } from '../../application/explore/ports';
import { NotFoundError } from '../../domain/errors/clientErrors';
import type { Article, ExploreHome, ExploreSuggestion, Guide } from '../../domain/explore/explore';
import { toArticle, toExploreHome, toGuide } from './exploreMappers';

async function getData<S extends z.ZodMiniType>(http: AxiosInstance, schema: S, path: string, params?: object): Promise<z.infer<S>> {
  const response = await http.get(path, { params });
  return (envelope(schema).parse(response.data) as { data: z.infer<S> }).data;
}

/** The explore calls (GET /v1/explore…); a 404 becomes NotFoundError in the shared client. */
export class AxiosExploreLibrary implements ExploreLibrary {
  constructor(private readonly http: AxiosInstance) {}

  async home(): Promise<ExploreHome> {
    return toExploreHome(await getData(this.http, ExploreHomeBody, '/v1/explore'));
  }

  async article(id: number): Promise<Article> {
    return toArticle(await getData(this.http, ArticleDetail, `/v1/explore/articles/${id}`));
  }

  async guide(id: number): Promise<Guide> {
    return toGuide(await getData(this.http, GuideDetail, `/v1/explore/guides/${id}`));
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
