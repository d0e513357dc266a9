import { inject, injectable } from '../injection';
import type { ExploreSuggestion } from '../../domain/explore/explore';
import { searchableQuery } from '../../domain/mall/browse';
import type { ExploreLibrary, QuestionSuggestions } from './ports';
import { EXPLORE_TOKENS } from './tokens';

/** Suggestions of the search-suggest page for explore (article and guide titles) or qa (question titles). */
@injectable()
export class SuggestContent {
  constructor(
    @inject(EXPLORE_TOKENS.ExploreLibrary) private readonly library: ExploreLibrary,
    @inject(EXPLORE_TOKENS.QuestionSuggestions) private readonly questions: QuestionSuggestions,
  ) {}

  async execute(input: { type: 'explore' | 'qa'; query: string }): Promise<ExploreSuggestion[]> {
    const query = searchableQuery(input.query);
    if (query === null) return [];
    return input.type === 'explore' ? this.library.suggest(query) : this.questions.suggest(query);
  }
}
