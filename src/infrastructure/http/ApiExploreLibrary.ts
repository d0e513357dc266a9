import { ExploreEndpoints as E } from '../../../contract/endpoints/explore';
import type { ExploreLibrary } from '../../application/explore/ports';
import type { Article, ExploreHome, ExploreSuggestion, Guide } from '../../domain/explore/explore';
import type { ApiClient } from './ApiClient';
import { toArticle, toExploreHome, toGuide } from './exploreMappers';

/** The explore calls (GET /v1/explore…); a 404 becomes NotFoundError in the shared client. */
export class ApiExploreLibrary implements ExploreLibrary {
  constructor(private readonly api: ApiClient) {}

  async home(): Promise<ExploreHome> {
    return toExploreHome(await this.api.call(E.home));
  }

  async article(id: number): Promise<Article> {
    return toArticle(await this.api.call(E.article, { params: { id } }));
  }

  async guide(id: number): Promise<Guide> {
    return toGuide(await this.api.call(E.guide, { params: { id } }));
  }

  async suggest(query: string): Promise<ExploreSuggestion[]> {
    return (await this.api.call(E.suggest, { query: { query } })).suggestions;
  }
}
