import { ContainerModule } from 'inversify';
import { EXPLORE_TOKENS } from '../../application/explore/tokens';
import { httpGateway } from './lazyGateway';

/** Real bindings: the explore and question-suggestion calls over the shared axios client. */
export const exploreModule = () =>
  new ContainerModule(({ bind }) => {
    bind(EXPLORE_TOKENS.ExploreLibrary).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosExploreLibrary')).AxiosExploreLibrary(http))).inSingletonScope();
    bind(EXPLORE_TOKENS.QuestionSuggestions).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosExploreLibrary')).AxiosQuestionSuggestions(http))).inSingletonScope();
  });
