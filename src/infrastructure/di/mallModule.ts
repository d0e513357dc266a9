import { ContainerModule, type Newable } from 'inversify';
import { LoadBranchPage } from '../../application/mall/LoadBranchPage';
import { LoadFeaturedList } from '../../application/mall/LoadFeaturedList';
import { LoadFloor } from '../../application/mall/LoadFloor';
import { LoadGroupListPage } from '../../application/mall/LoadGroupListPage';
import { LoadMallMenu } from '../../application/mall/LoadMallMenu';
import { LoadMallNavigation } from '../../application/mall/LoadMallNavigation';
import { SearchGroupBuys } from '../../application/mall/SearchGroupBuys';
import { SuggestSearchTerms } from '../../application/mall/SuggestSearchTerms';
import { MALL_TOKENS } from '../../application/mall/tokens';
import { InMemoryMallCatalog } from '../memory/InMemoryMallCatalog';
import { httpGateway } from './lazyGateway';

/** The browse slice's use cases, bound to themselves (one per container, like the others). */
export const MALL_USE_CASES: readonly Newable[] = [
  LoadMallNavigation, LoadMallMenu, LoadBranchPage, LoadGroupListPage, LoadFloor, LoadFeaturedList, SearchGroupBuys, SuggestSearchTerms,
];

/** The browse slice on the real API client. */
export const mallModule = () =>
  new ContainerModule(({ bind }) => {
    bind(MALL_TOKENS.MallCatalog)
      .toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosMallCatalog')).AxiosMallCatalog(http)))
      .inSingletonScope();
    for (const useCase of MALL_USE_CASES) bind(useCase).toSelf().inSingletonScope();
  });

/** The browse slice in memory: `container.get(InMemoryMallCatalog)` stocks it. */
export const mallMemoryModule = () =>
  new ContainerModule(({ bind }) => {
    const catalog = new InMemoryMallCatalog();
    bind(InMemoryMallCatalog).toConstantValue(catalog);
    bind(MALL_TOKENS.MallCatalog).toConstantValue(catalog);
    for (const useCase of MALL_USE_CASES) bind(useCase).toSelf().inSingletonScope();
  });
