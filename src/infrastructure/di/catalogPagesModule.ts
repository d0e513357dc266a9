import { ContainerModule } from 'inversify';
import { CATALOG_PAGE_TOKENS } from '../../application/catalog/tokens';
import { InMemoryCatalogPages } from '../memory/InMemoryCatalogPages';
import { httpGateway } from './lazyGateway';

/** Real bindings: the catalog pages over the shared axios client. */
export const catalogPagesModule = () =>
  new ContainerModule(({ bind }) => {
    bind(CATALOG_PAGE_TOKENS.CatalogPages)
      .toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosCatalogPages')).AxiosCatalogPages(http)))
      .inSingletonScope();
  });

/** Test bindings: the catalog pages in memory, reachable as `container.get(InMemoryCatalogPages)`. */
export const catalogPagesTestModule = () =>
  new ContainerModule(({ bind }) => {
    const pages = new InMemoryCatalogPages();
    bind(InMemoryCatalogPages).toConstantValue(pages);
    bind(CATALOG_PAGE_TOKENS.CatalogPages).toConstantValue(pages);
  });
