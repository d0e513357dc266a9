import { ContainerModule } from 'inversify';
import { CATALOG_PAGE_TOKENS } from '../../application/catalog/tokens';
import { apiGateway } from './lazyGateway';

/** Browser and page server: the catalog pages over the typed client (in process on the page server). */
export const catalogPagesModule = () =>
  new ContainerModule(({ bind }) => {
    bind(CATALOG_PAGE_TOKENS.CatalogPages)
      .toDynamicValue(apiGateway(async (api) => new (await import('../http/ApiCatalogPages')).ApiCatalogPages(api)))
      .inSingletonScope();
  });
