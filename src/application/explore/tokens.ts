import { token } from '../tokens';
import type { ExploreLibrary, QuestionSuggestions } from './ports';

/** DI symbols of the explore section's ports. */
export const EXPLORE_TOKENS = {
  ExploreLibrary: token<ExploreLibrary>('ExploreLibrary'),
  QuestionSuggestions: token<QuestionSuggestions>('QuestionSuggestions'),
} as const;
