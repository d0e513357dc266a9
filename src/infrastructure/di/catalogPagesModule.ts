import { ContainerModule, type Newable } from 'inversify';
import { LoadBrand } from '../../application/catalog/LoadBrand';
import { LoadBrandGroupBuys } from '../../application/catalog/LoadBrandGroupBuys';
import { LoadCategory } from '../../application/catalog/LoadCategory';
import { LoadCuration } from '../../application/catalog/LoadCuration';
import { LoadEvent } from '../../application/catalog/LoadEvent';
import { LoadEventByBranch } from '../../application/catalog/LoadEventByBranch';
import { LoadReviews } from '../../application/catalog/LoadReviews';
import { CATALOG_PAGE_TOKENS } from '../../application/catalog/tokens';
import { InMemoryCatalogPages } from '../memory/InMemoryCatalogPages';
import { httpGateway } from './lazyGateway';

/** The catalog pages' use cases (curation, category, brand, reviews, event). */
export const CATALOG_PAGE_USE_CASES: readonly Newable[] = [
  LoadCuration, LoadCategory, LoadBrand, LoadBrandGroupBuys, LoadReviews, LoadEvent, LoadEventByBranch,
];

/** Real bindings: the catalog pages over the shared axios client. */
export const catalogPagesModule = () =>
  new ContainerModule(({ bind }) => {
    bind(CATALOG_PAGE_TOKENS.CatalogPages)
      .toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosCatalogPages')).AxiosCatalogPages(http)))
      .inSingletonScope();
    for (const useCase of CATALOG_PAGE_USE_CASES) bind(useCase).toSelf().inSingletonScope();
  });

/** Test bindings: the catalog pages in memory, reachable as `container.get(InMemoryCatalogPages)`. */
export const catalogPagesTestModule = () =>
  new ContainerModule(({ bind }) => {
    const pages = new InMemoryCatalogPages();
    bind(InMemoryCatalogPages).toConstantValue(pages);
    bind(CATALOG_PAGE_TOKENS.CatalogPages).toConstantValue(pages);
    for (const useCase of CATALOG_PAGE_USE_CASES) bind(useCase).toSelf().inSingletonScope();
  });
