import type { Container } from 'inversify';
import { CATALOG_PAGE_TOKENS } from '../../../src/application/catalog/tokens';
import { EXPLORE_TOKENS } from '../../../src/application/explore/tokens';
import { MALL_TOKENS } from '../../../src/application/mall/tokens';
import { PORT_TOKENS } from '../../../src/application/tokens';
import type { AppContext } from '../../context';
import { InProcessCatalogPages } from './InProcessCatalogPages';
import { InProcessExploreLibrary } from './InProcessExploreLibrary';
import { InProcessGroupBuyCatalog } from './InProcessGroupBuyCatalog';
import { InProcessMallCatalog } from './InProcessMallCatalog';
import { serviceCall } from './serviceCall';

/**
 * The ports the page server answers from the services directly (no JSON, no schema parse): the
 * anonymous reads of the home, mall, catalog and explore pages. They hold no per-request state, so one
 * instance serves every request. Ports that depend on the caller (user info, cart, wish list, Q&A
 * "mine" flags) stay on the in-process transport, where the API's own auth context decides.
 */
export function inProcessBindings(ctx: Pick<AppContext, 'db'>, logUnexpected: (error: unknown) => void): (container: Container) => void {
  const call = serviceCall(logUnexpected);
  const catalog = new InProcessGroupBuyCatalog(ctx, call);
  const mall = new InProcessMallCatalog(ctx, call);
  const pages = new InProcessCatalogPages(ctx, call);
  const explore = new InProcessExploreLibrary(ctx, call);
  return (container) => {
    container.rebind(PORT_TOKENS.GroupBuyCatalog).toConstantValue(catalog);
    container.rebind(MALL_TOKENS.MallCatalog).toConstantValue(mall);
    container.rebind(CATALOG_PAGE_TOKENS.CatalogPages).toConstantValue(pages);
    container.rebind(EXPLORE_TOKENS.ExploreLibrary).toConstantValue(explore);
  };
}
