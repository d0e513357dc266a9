import { ContainerModule } from 'inversify';
import { MALL_TOKENS } from '../../application/mall/tokens';
import { apiGateway } from './lazyGateway';

/** The browse slice over the typed client (in process on the page server). */
export const mallModule = () =>
  new ContainerModule(({ bind }) => {
    bind(MALL_TOKENS.MallCatalog)
      .toDynamicValue(apiGateway(async (api) => new (await import('../http/ApiMallCatalog')).ApiMallCatalog(api)))
      .inSingletonScope();
  });
