import { ContainerModule } from 'inversify';
import { CATALOG_PAGE_TOKENS } from '../../application/catalog/tokens';
import { httpGateway } from './lazyGateway';

/** Real bindings: the catalog pages over the shared axios client. */
export const catalogPagesModule = () =>
  new ContainerModule(({ bind }) => {
    bind(CATALOG_PAGE_TOKENS.CatalogPages)
      .toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosCatalogPages')).AxiosCatalogPages(http)))
      .inSingletonScope();
  });
