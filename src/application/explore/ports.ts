import type { Article, ExploreHome, ExploreSuggestion, Guide } from '../../domain/explore/explore';

/** The explore section's reads (SPEC §2.1 explore, article, shopping-guide). Unknown ids throw NotFoundError. */
export interface ExploreLibrary {
  home(): Promise<ExploreHome>;
  article(id: number): Promise<Article>;
  guide(id: number): Promise<Guide>;
  suggest(query: string): Promise<ExploreSuggestion[]>;
}

/** Question titles for the qa search-suggest page; no suggestions when the forum cannot answer. */
export interface QuestionSuggestions {
  suggest(query: string): Promise<ExploreSuggestion[]>;
}
