import { QaEndpoints } from '../../../contract/endpoints/qa';
import type { QuestionSuggestions } from '../../application/explore/ports';
import { NotFoundError } from '../../domain/errors/clientErrors';
import type { ExploreSuggestion } from '../../domain/explore/explore';
import type { ApiClient } from './ApiClient';

/** The forum's suggestions for the explore search box (GET /v1/qa/search/suggest); a forum without them answers none. */
export class ApiQuestionSuggestions implements QuestionSuggestions {
  constructor(private readonly api: ApiClient) {}

  async suggest(query: string): Promise<ExploreSuggestion[]> {
    try {
      return (await this.api.call(QaEndpoints.suggest, { query: { query } })).suggestions;
    } catch (error) {
      if (error instanceof NotFoundError) return [];
      throw error;
    }
  }
}
