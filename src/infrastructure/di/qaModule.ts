import { ContainerModule } from 'inversify';
import { QA_TOKENS } from '../../application/qa/tokens';
import { httpGateway } from './lazyGateway';

/** Browser and page server: the forum over the shared HTTP client. */
export const qaModule = () =>
  new ContainerModule(({ bind }) => {
    bind(QA_TOKENS.QaGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosQaGateway')).AxiosQaGateway(http))).inSingletonScope();
  });
