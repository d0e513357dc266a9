import { ContainerModule } from 'inversify';
import { MALL_TOKENS } from '../../application/mall/tokens';
import { httpGateway } from './lazyGateway';

/** The browse slice on the real API client. */
export const mallModule = () =>
  new ContainerModule(({ bind }) => {
    bind(MALL_TOKENS.MallCatalog)
      .toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosMallCatalog')).AxiosMallCatalog(http)))
      .inSingletonScope();
  });
