import { ContainerModule } from 'inversify';
import { QA_TOKENS } from '../../application/qa/tokens';
import { apiGateway } from './lazyGateway';

/** Browser and page server: the forum over the typed client (in process on the page server). */
export const qaModule = () =>
  new ContainerModule(({ bind }) => {
    bind(QA_TOKENS.QaGateway).toDynamicValue(apiGateway(async (api) => new (await import('../http/ApiQaGateway')).ApiQaGateway(api))).inSingletonScope();
  });
