import { ContainerModule, type Newable } from 'inversify';
import { LoadArticle } from '../../application/explore/LoadArticle';
import { LoadExplore } from '../../application/explore/LoadExplore';
import { LoadGuide } from '../../application/explore/LoadGuide';
import { SuggestContent } from '../../application/explore/SuggestContent';
import { EXPLORE_TOKENS } from '../../application/explore/tokens';
import { InMemoryExploreLibrary, InMemoryQuestionSuggestions } from '../memory/InMemoryExploreLibrary';
import { httpGateway } from './lazyGateway';

/** The explore section's use cases (explore, article, shopping-guide, search-suggest explore|qa). */
export const EXPLORE_USE_CASES: readonly Newable[] = [LoadExplore, LoadArticle, LoadGuide, SuggestContent];

/** Real bindings: the explore and question-suggestion calls over the shared axios client. */
export const exploreModule = () =>
  new ContainerModule(({ bind }) => {
    bind(EXPLORE_TOKENS.ExploreLibrary).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosExploreLibrary')).AxiosExploreLibrary(http))).inSingletonScope();
    bind(EXPLORE_TOKENS.QuestionSuggestions).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosExploreLibrary')).AxiosQuestionSuggestions(http))).inSingletonScope();
    for (const useCase of EXPLORE_USE_CASES) bind(useCase).toSelf().inSingletonScope();
  });

/** Test bindings in memory, reachable as `container.get(InMemoryExploreLibrary)` / `InMemoryQuestionSuggestions`. */
export const exploreTestModule = () =>
  new ContainerModule(({ bind }) => {
    const library = new InMemoryExploreLibrary();
    const questions = new InMemoryQuestionSuggestions();
    bind(InMemoryExploreLibrary).toConstantValue(library);
    bind(EXPLORE_TOKENS.ExploreLibrary).toConstantValue(library);
    bind(InMemoryQuestionSuggestions).toConstantValue(questions);
    bind(EXPLORE_TOKENS.QuestionSuggestions).toConstantValue(questions);
    for (const useCase of EXPLORE_USE_CASES) bind(useCase).toSelf().inSingletonScope();
  });
