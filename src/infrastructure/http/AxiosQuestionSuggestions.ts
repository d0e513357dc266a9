import type { AxiosInstance } from 'axios';
import { envelope } from '../../../contract/common';
import { ContentSuggestions } from '../../../contract/explore';
import type { QuestionSuggestions } from '../../application/explore/ports';
import { NotFoundError } from '../../domain/errors/clientErrors';
import type { ExploreSuggestion } from '../../domain/explore/explore';

/**
 * GET /v1/qa/search/suggest (the Q&A API, declared with the Q&A area); a forum without that call
 * answers no suggestions. It stays on the shared axios client until the Q&A area's typed client takes it.
 */
export class AxiosQuestionSuggestions implements QuestionSuggestions {
  constructor(private readonly http: AxiosInstance) {}

  async suggest(query: string): Promise<ExploreSuggestion[]> {
    try {
      const response = await this.http.get('/v1/qa/search/suggest', { params: { query } });
      return envelope(ContentSuggestions).parse(response.data).data.suggestions;
    } catch (error) {
      if (error instanceof NotFoundError) return [];
      throw error;
    }
  }
}
