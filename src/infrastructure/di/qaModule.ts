import { ContainerModule } from 'inversify';
import { QA_TOKENS } from '../../application/qa/tokens';
import { InMemoryQaGateway } from '../memory/InMemoryQaGateway';
import { httpGateway } from './lazyGateway';

/** Browser and page server: the forum over the shared HTTP client. */
export const qaModule = () =>
  new ContainerModule(({ bind }) => {
    bind(QA_TOKENS.QaGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosQaGateway')).AxiosQaGateway(http))).inSingletonScope();
  });

/** Tests and specs: the in-memory forum, bound to its port and to its own class. */
export const qaTestModule = () =>
  new ContainerModule(({ bind }) => {
    const gateway = new InMemoryQaGateway();
    bind(InMemoryQaGateway).toConstantValue(gateway);
    bind(QA_TOKENS.QaGateway).toConstantValue(gateway);
  });
