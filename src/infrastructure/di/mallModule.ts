import { ContainerModule } from 'inversify';
import { MALL_TOKENS } from '../../application/mall/tokens';
import { InMemoryMallCatalog } from '../memory/InMemoryMallCatalog';
import { httpGateway } from './lazyGateway';

/** The browse slice on the real API client. */
export const mallModule = () =>
  new ContainerModule(({ bind }) => {
    bind(MALL_TOKENS.MallCatalog)
      .toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosMallCatalog')).AxiosMallCatalog(http)))
      .inSingletonScope();
  });

/** The browse slice in memory: `container.get(InMemoryMallCatalog)` stocks it. */
export const mallMemoryModule = () =>
  new ContainerModule(({ bind }) => {
    const catalog = new InMemoryMallCatalog();
    bind(InMemoryMallCatalog).toConstantValue(catalog);
    bind(MALL_TOKENS.MallCatalog).toConstantValue(catalog);
  });
