import { ContainerModule } from 'inversify';
import { EXPLORE_TOKENS } from '../../application/explore/tokens';
import { apiGateway } from './lazyGateway';

/**
 * Browser and page server: the explore calls over the typed client (in process on the page server);
 * the question suggestions call the Q&A API, still over the shared axios client.
 */
export const exploreModule = () =>
  new ContainerModule(({ bind }) => {
    bind(EXPLORE_TOKENS.ExploreLibrary).toDynamicValue(apiGateway(async (api) => new (await import('../http/ApiExploreLibrary')).ApiExploreLibrary(api))).inSingletonScope();
    bind(EXPLORE_TOKENS.QuestionSuggestions).toDynamicValue(apiGateway(async (api) => new (await import('../http/ApiQuestionSuggestions')).ApiQuestionSuggestions(api))).inSingletonScope();
  });
