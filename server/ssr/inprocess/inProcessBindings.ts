import type { Container } from 'inversify';
import type { TokenStore, UserInfoGateway } from '../../../src/application/auth/ports';
import { CATALOG_PAGE_TOKENS } from '../../../src/application/catalog/tokens';
import { EXPLORE_TOKENS } from '../../../src/application/explore/tokens';
import { MALL_TOKENS } from '../../../src/application/mall/tokens';
import type { NotificationGateway } from '../../../src/application/notifications/ports';
import { NOTIFICATION_TOKENS } from '../../../src/application/notifications/tokens';
import { PURCHASE_TOKENS } from '../../../src/application/purchase/tokens';
import type { QaGateway } from '../../../src/application/qa/ports';
import { QA_TOKENS } from '../../../src/application/qa/tokens';
import { PORT_TOKENS } from '../../../src/application/tokens';
import type { AppContext } from '../../context';
import { InProcessCatalogPages } from './InProcessCatalogPages';
import { InProcessExploreLibrary } from './InProcessExploreLibrary';
import { InProcessGroupBuyCatalog } from './InProcessGroupBuyCatalog';
import { InProcessMallCatalog } from './InProcessMallCatalog';
import { InProcessNotificationGateway } from './InProcessNotificationGateway';
import { InProcessPurchaseCatalog } from './InProcessPurchaseCatalog';
import { InProcessQaGateway } from './InProcessQaGateway';
import { InProcessUserInfoGateway } from './InProcessUserInfoGateway';
import { serviceCall } from './serviceCall';

/** What the in-process adapters read: the services' context and the cookie parser of the API's requests (@fastify/cookie's). */
export type InProcessContext = Pick<AppContext, 'db' | 'config' | 'now'> & { parseCookie: (header: string) => Record<string, string | undefined> };

/** The page request's visitor, as its API calls would present it. */
export interface Visitor { userAgent?: string }

/** The page server's token store is also the request's cookie jar (RequestCookieTokenStore). */
type JarTokenStore = TokenStore & { cookieHeader: () => string };
const isJar = (store: TokenStore): store is JarTokenStore => typeof (store as Partial<JarTokenStore>).cookieHeader === 'function';

/**
 * The ports the page server answers from the services directly (no JSON, no schema parse): the
 * anonymous reads of the home, mall, catalog, explore and group-buy/item pages, one instance for every request; and
 * the visitor's user info, the page's notification (SPEC §4.2) and the forum's reads, one per
 * request over its cookie jar.
 * Other ports that depend on the caller (cart, wish list) and every write stay on the in-process
 * transport, where the API's own auth context decides.
 */
export function inProcessBindings(ctx: InProcessContext, logUnexpected: (error: unknown) => void): (container: Container, visitor: Visitor) => void {
  const call = serviceCall(logUnexpected);
  const catalog = new InProcessGroupBuyCatalog(ctx, call);
  const mall = new InProcessMallCatalog(ctx, call);
  const pages = new InProcessCatalogPages(ctx, call);
  const explore = new InProcessExploreLibrary(ctx, call);
  const purchase = new InProcessPurchaseCatalog(ctx, call);
  return (container, visitor) => {
    container.rebind(PORT_TOKENS.GroupBuyCatalog).toConstantValue(catalog);
    container.rebind(MALL_TOKENS.MallCatalog).toConstantValue(mall);
    container.rebind(CATALOG_PAGE_TOKENS.CatalogPages).toConstantValue(pages);
    container.rebind(EXPLORE_TOKENS.ExploreLibrary).toConstantValue(explore);
    container.rebind(PURCHASE_TOKENS.PurchaseCatalog).toConstantValue(purchase);
    const tokens = container.get<TokenStore>(PORT_TOKENS.TokenStore);
    if (!isJar(tokens)) return;
    const cookies = { tokens, cookieHeader: () => tokens.cookieHeader(), parseCookie: ctx.parseCookie };
    // The axios adapters stay for the calls that set cookies (campaign params, clearUtm) or write.
    const userInfoViaApi = container.get<UserInfoGateway>(PORT_TOKENS.UserInfoGateway);
    container.rebind(PORT_TOKENS.UserInfoGateway).toConstantValue(new InProcessUserInfoGateway(ctx, call, { userAgent: visitor.userAgent, cookies }, userInfoViaApi));
    const qaViaApi = container.get<QaGateway>(QA_TOKENS.QaGateway);
    container.rebind(QA_TOKENS.QaGateway).toConstantValue(new InProcessQaGateway(ctx, call, cookies, qaViaApi));
    const notificationsViaApi = container.get<NotificationGateway>(NOTIFICATION_TOKENS.NotificationGateway);
    container.rebind(NOTIFICATION_TOKENS.NotificationGateway).toConstantValue(new InProcessNotificationGateway(ctx, call, cookies, notificationsViaApi));
  };
}
