import type { Container } from 'inversify';
import type { TokenStore } from '../../../src/application/auth/ports';
import { CATALOG_PAGE_TOKENS } from '../../../src/application/catalog/tokens';
import { CHECKOUT_TOKENS } from '../../../src/application/checkout/tokens';
import { EXPLORE_TOKENS } from '../../../src/application/explore/tokens';
import { MALL_TOKENS } from '../../../src/application/mall/tokens';
import { MEMBER_DEVICES_TOKENS } from '../../../src/application/memberDevices/tokens';
import { MEMBER_ORDERS_TOKENS } from '../../../src/application/memberOrders/tokens';
import { MEMBER_PROFILE_TOKENS } from '../../../src/application/memberProfile/tokens';
import { MEMBER_WALLET_TOKENS } from '../../../src/application/memberWallet/tokens';
import { NOTIFICATION_TOKENS } from '../../../src/application/notifications/tokens';
import { QA_TOKENS } from '../../../src/application/qa/tokens';
import { PORT_TOKENS, type Token } from '../../../src/application/tokens';
import type { AppContext } from '../../context';
import { InProcessCatalogPages } from './InProcessCatalogPages';
import { InProcessCheckoutGateway, InProcessOrderGateway } from './InProcessCheckoutGateways';
import { InProcessExploreLibrary } from './InProcessExploreLibrary';
import { InProcessGroupBuyCatalog } from './InProcessGroupBuyCatalog';
import { InProcessMallCatalog } from './InProcessMallCatalog';
import { InProcessMemberOrderGateway, InProcessRefundGateway } from './InProcessMemberOrders';
import { InProcessMemberProfileGateway, InProcessReviewGateway } from './InProcessMemberProfileGateways';
import { InProcessMemberWallet } from './InProcessMemberWallet';
import { InProcessNotificationGateway } from './InProcessNotificationGateway';
import { InProcessSignedInDevices } from './InProcessSignedInDevices';
import { InProcessQaGateway } from './InProcessQaGateway';
import { InProcessUserInfoGateway } from './InProcessUserInfoGateway';
import { serviceCall, type ServiceCall } from './serviceCall';
import type { VisitorCookies } from './visitorRequest';

/** What the in-process adapters read: the services' context and the cookie parser of the API's requests (@fastify/cookie's). */
export type InProcessContext = Pick<AppContext, 'db' | 'config' | 'now'> & { parseCookie: (header: string) => Record<string, string | undefined> };

/** The page request's visitor, as its API calls would present it. */
export interface Visitor { userAgent?: string }

/** The page server's token store is also the request's cookie jar (RequestCookieTokenStore). */
type JarTokenStore = TokenStore & { cookieHeader: () => string };
const isJar = (store: TokenStore): store is JarTokenStore => typeof (store as Partial<JarTokenStore>).cookieHeader === 'function';

/**
 * The ports the page server answers from the services directly (no JSON, no schema parse): the
 * anonymous reads of the home, mall, catalog, explore and group-buy/item pages, one instance for every
 * request; and, one per request over its cookie jar, the visitor's user info, the page's notification
 * (SPEC §4.2), the forum's reads and the signed-in member's page reads (cart, wish list, checkout, order
 * and card form, orders and refunds, member home and pending reviews, coupons, credit and gift, 登入裝置).
 * Every write, and every read those pages do not prefetch, stays on the in-process transport (`viaApi`),
 * where the API's own auth context decides.
 */
export function inProcessBindings(ctx: InProcessContext, logUnexpected: (error: unknown) => void): (container: Container, visitor: Visitor) => void {
  const call = serviceCall(logUnexpected);
  const catalog = new InProcessGroupBuyCatalog(ctx, call);
  const mall = new InProcessMallCatalog(ctx, call);
  const pages = new InProcessCatalogPages(ctx, call);
  const explore = new InProcessExploreLibrary(ctx, call);
  return (container, visitor) => {
    container.rebind(PORT_TOKENS.GroupBuyCatalog).toConstantValue(catalog);
    container.rebind(MALL_TOKENS.MallCatalog).toConstantValue(mall);
    container.rebind(CATALOG_PAGE_TOKENS.CatalogPages).toConstantValue(pages);
    container.rebind(EXPLORE_TOKENS.ExploreLibrary).toConstantValue(explore);
    const tokens = container.get<TokenStore>(PORT_TOKENS.TokenStore);
    if (!isJar(tokens)) return;
    const cookies = { tokens, cookieHeader: () => tokens.cookieHeader(), parseCookie: ctx.parseCookie };
    // The axios adapters stay for the calls that set cookies (campaign params, clearUtm) or write.
    over(container, PORT_TOKENS.UserInfoGateway, (viaApi) => new InProcessUserInfoGateway(ctx, call, { userAgent: visitor.userAgent, cookies }, viaApi));
    over(container, QA_TOKENS.QaGateway, (viaApi) => new InProcessQaGateway(ctx, call, cookies, viaApi));
    over(container, NOTIFICATION_TOKENS.NotificationGateway, (viaApi) => new InProcessNotificationGateway(ctx, call, cookies, viaApi));
    // A visitor who carries no token has no member page to read (those routes answer 401 either way, the
    // tests hold both answers equal): the member rebinds are left out of every anonymous page's render.
    if (tokens.read() !== null) memberBindings(container, ctx, call, cookies);
  };
}

/** The signed-in member's page reads (the member routes' guard, `memberRead.ts`). */
function memberBindings(container: Container, ctx: InProcessContext, call: ServiceCall, cookies: VisitorCookies): void {
  over(container, CHECKOUT_TOKENS.CheckoutGateway, (viaApi) => new InProcessCheckoutGateway(ctx, call, cookies, viaApi));
  over(container, CHECKOUT_TOKENS.OrderGateway, (viaApi) => new InProcessOrderGateway(ctx, call, cookies, viaApi));
  over(container, MEMBER_ORDERS_TOKENS.MemberOrderGateway, (viaApi) => new InProcessMemberOrderGateway(ctx, call, cookies, viaApi));
  over(container, MEMBER_ORDERS_TOKENS.RefundGateway, (viaApi) => new InProcessRefundGateway(ctx, call, cookies, viaApi));
  over(container, MEMBER_PROFILE_TOKENS.MemberProfileGateway, (viaApi) => new InProcessMemberProfileGateway(ctx, call, cookies, viaApi));
  over(container, MEMBER_PROFILE_TOKENS.ReviewGateway, (viaApi) => new InProcessReviewGateway(ctx, call, cookies, viaApi));
  over(container, MEMBER_WALLET_TOKENS.MemberWallet, (viaApi) => new InProcessMemberWallet(ctx, call, cookies, viaApi));
  over(container, MEMBER_DEVICES_TOKENS.SignedInDevices, (viaApi) => new InProcessSignedInDevices(ctx, call, cookies, viaApi));
}

/** Binds a port to its in-process adapter, made over the port's axios adapter (what it leaves to the API). */
function over<T>(container: Container, id: Token<T>, adapter: (viaApi: NoInfer<T>) => NoInfer<T>): void {
  const viaApi = container.get<T>(id);
  container.rebind<T>(id).toConstantValue(adapter(viaApi));
}
