import { ContainerModule, type Container, type Newable } from 'inversify';
import type { Clock, TokenStore } from '../../application/auth/ports';
import { InMemoryAccounts } from '../memory/InMemoryAccounts';
import { CATALOG_PAGE_TOKENS } from '../../application/catalog/tokens';
import { EXPLORE_TOKENS } from '../../application/explore/tokens';
import { MALL_TOKENS } from '../../application/mall/tokens';
import { MEMBER_ORDERS_TOKENS } from '../../application/memberOrders/tokens';
import { MEMBER_PROFILE_TOKENS } from '../../application/memberProfile/tokens';
import { MEMBER_WALLET_TOKENS } from '../../application/memberWallet/tokens';
import { MEMBER_DEVICES_TOKENS } from '../../application/memberDevices/tokens';
import { NOTIFICATION_TOKENS } from '../../application/notifications/tokens';
import { APP_BRIDGE_TOKENS } from '../../application/appBridge/tokens';
import { PAGE_BEHAVIOUR_TOKENS } from '../../application/pageBehaviour/tokens';
import { PURCHASE_TOKENS } from '../../application/purchase/tokens';
import { QA_TOKENS } from '../../application/qa/tokens';
import { SEARCH_TRACKING_TOKENS } from '../../application/searchTracking/tokens';
import { TRACKING_TOKENS } from '../../application/tracking/tokens';
import { ManualPageVisibility, RecordingDeveloperLog } from '../browser/DocumentPageVisibility';
import { InMemoryAnalytics } from '../memory/InMemoryAnalytics';
import { InMemoryCatalogPages } from '../memory/InMemoryCatalogPages';
import { InMemoryExploreLibrary, InMemoryQuestionSuggestions } from '../memory/InMemoryExploreLibrary';
import { InMemoryMallCatalog } from '../memory/InMemoryMallCatalog';
import { InMemoryMemberOrders, InMemoryRefunds } from '../memory/InMemoryMemberOrders';
import { InMemoryAccountGateway, InMemoryMemberProfileGateway, InMemoryReviewGateway } from '../memory/InMemoryMemberProfile';
import { InMemoryMemberWallet } from '../memory/InMemoryMemberWallet';
import { InMemorySignedInDevices } from '../memory/InMemorySignedInDevices';
import { InMemoryNotificationGateway, InMemoryProfileBadges } from '../memory/InMemoryNotifications';
import { InMemoryConnectionInfo, InMemoryViewport } from '../memory/InMemoryPageBehaviour';
import {
  InMemoryCartGateway, InMemoryPurchaseCatalog, InMemoryTracking, InMemoryWishListGateway,
} from '../memory/InMemoryPurchase';
import { InMemoryQaGateway } from '../memory/InMemoryQaGateway';
import { FixedDeviceId, InMemorySearchTrackingGateway } from '../memory/InMemorySearchTracking';
import { InMemoryTokenStore } from '../memory/InMemoryTokenStore';
import { RecordingAppBridge } from '../native-bridge/RecordingAppBridge';
import { TOKENS } from './tokens';

/**
 * The in-memory and recording twins of the area modules, for buildTestContainer (tests and specs) only:
 * kept apart so the browser's container, which imports the real modules, never reaches the fakes.
 */

/**
 * Gives the shop's own instance of a fake when this container is another person's device in the same
 * scenario (the catalog, the forum, the collector are the shop's, one for everybody), else a fresh one.
 */
export type Shared = <T>(type: Newable<T>, make: () => T) => T;
export const sharedFrom = (shop: Container | undefined): Shared => (type, make) => (shop ? shop.get(type) : make());

/** The browse slice in memory: `container.get(InMemoryMallCatalog)` stocks it. */
export const mallMemoryModule = (share: Shared = sharedFrom(undefined)) =>
  new ContainerModule(({ bind }) => {
    const catalog = share(InMemoryMallCatalog, () => new InMemoryMallCatalog());
    bind(InMemoryMallCatalog).toConstantValue(catalog);
    bind(MALL_TOKENS.MallCatalog).toConstantValue(catalog);
  });

/** Test bindings: the catalog pages in memory, reachable as `container.get(InMemoryCatalogPages)`. */
export const catalogPagesTestModule = (share: Shared = sharedFrom(undefined)) =>
  new ContainerModule(({ bind }) => {
    const pages = share(InMemoryCatalogPages, () => new InMemoryCatalogPages());
    bind(InMemoryCatalogPages).toConstantValue(pages);
    bind(CATALOG_PAGE_TOKENS.CatalogPages).toConstantValue(pages);
  });

/** Tests and specs: in-memory fakes, each bound to its port and to its own class. */
export const purchaseTestModule = (share: Shared = sharedFrom(undefined)) =>
  new ContainerModule(({ bind }) => {
    const catalog = share(InMemoryPurchaseCatalog, () => new InMemoryPurchaseCatalog());
    // A person's cart and wish list are her own; the goods in them are the shop's.
    const cart = new InMemoryCartGateway(catalog);
    const wishList = new InMemoryWishListGateway(catalog);
    const tracking = share(InMemoryTracking, () => new InMemoryTracking());
    bind(InMemoryPurchaseCatalog).toConstantValue(catalog);
    bind(InMemoryCartGateway).toConstantValue(cart);
    bind(InMemoryWishListGateway).toConstantValue(wishList);
    bind(InMemoryTracking).toConstantValue(tracking);
    bind(PURCHASE_TOKENS.PurchaseCatalog).toConstantValue(catalog);
    bind(PURCHASE_TOKENS.CartGateway).toConstantValue(cart);
    bind(PURCHASE_TOKENS.WishListGateway).toConstantValue(wishList);
    bind(PURCHASE_TOKENS.Tracking).toConstantValue(tracking);
  });

/** Tests and specs: the in-memory forum, bound to its port and to its own class. */
export const qaTestModule = (share: Shared = sharedFrom(undefined)) =>
  new ContainerModule(({ bind }) => {
    const gateway = share(InMemoryQaGateway, () => new InMemoryQaGateway());
    bind(InMemoryQaGateway).toConstantValue(gateway);
    bind(QA_TOKENS.QaGateway).toConstantValue(gateway);
  });

/** Test bindings in memory, reachable as `container.get(InMemoryExploreLibrary)` / `InMemoryQuestionSuggestions`. */
export const exploreTestModule = (share: Shared = sharedFrom(undefined)) =>
  new ContainerModule(({ bind }) => {
    const library = share(InMemoryExploreLibrary, () => new InMemoryExploreLibrary());
    const questions = share(InMemoryQuestionSuggestions, () => new InMemoryQuestionSuggestions());
    bind(InMemoryExploreLibrary).toConstantValue(library);
    bind(EXPLORE_TOKENS.ExploreLibrary).toConstantValue(library);
    bind(InMemoryQuestionSuggestions).toConstantValue(questions);
    bind(EXPLORE_TOKENS.QuestionSuggestions).toConstantValue(questions);
  });

/** Tests and specs: the same use cases over in-memory fakes, each bound to its port and to its own class. */
export const memberOrdersTestModule = () =>
  new ContainerModule(({ bind }) => {
    bind(InMemoryMemberOrders).toConstantValue(new InMemoryMemberOrders());
    bind(InMemoryRefunds).toResolvedValue((shop: InMemoryMemberOrders, clock: Clock) => new InMemoryRefunds(shop, clock), [InMemoryMemberOrders, TOKENS.Clock]).inSingletonScope();
    bind(MEMBER_ORDERS_TOKENS.MemberOrderGateway).toService(InMemoryMemberOrders);
    bind(MEMBER_ORDERS_TOKENS.RefundGateway).toService(InMemoryRefunds);
  });

/** Tests and specs: the same use cases over the in-memory wallet, bound to its port and to its own class. */
export const memberWalletTestModule = (share: Shared = sharedFrom(undefined)) =>
  new ContainerModule(({ bind }) => {
    // The wallet fake keeps every member's coupons and ledger (it knows who is signed in): the shop's.
    bind(InMemoryMemberWallet).toResolvedValue((clock: Clock) => share(InMemoryMemberWallet, () => new InMemoryMemberWallet(clock)), [TOKENS.Clock]).inSingletonScope();
    bind(MEMBER_WALLET_TOKENS.MemberWallet).toService(InMemoryMemberWallet);
  });

/** Tests and specs: 登入裝置 in memory, bound to its port and to its own class. */
export const memberDevicesTestModule = (share: Shared = sharedFrom(undefined)) =>
  new ContainerModule(({ bind }) => {
    // The shop's list of sign-ins: each person's devices see the same accounts' sign-ins.
    bind(InMemorySignedInDevices).toConstantValue(share(InMemorySignedInDevices, () => new InMemorySignedInDevices()));
    bind(MEMBER_DEVICES_TOKENS.SignedInDevices).toService(InMemorySignedInDevices);
  });

/** Tests and specs: the same use cases over in-memory fakes, each bound to its port and to its own class. */
export const memberProfileTestModule = (share: Shared = sharedFrom(undefined)) =>
  new ContainerModule(({ bind }) => {
    // The profile's nickname is the signed-in member's, as the server's members row is both;
    // the member is the one the device's cookie names (the fakes' InMemoryTokenStore), as on the server.
    bind(InMemoryMemberProfileGateway).toResolvedValue(
      (clock: Clock, accounts: InMemoryAccounts, tokens: TokenStore) => new InMemoryMemberProfileGateway(clock, (profile) => {
        const token = tokens.read();
        const member = token ? accounts.memberOfAccessToken(token.accessToken) : null;
        if (member) member.nickname = profile.nickname;
      }),
      [TOKENS.Clock, InMemoryAccounts, InMemoryTokenStore],
    ).inSingletonScope();
    bind(MEMBER_PROFILE_TOKENS.MemberProfileGateway).toService(InMemoryMemberProfileGateway);
    // Every member's orders to review (each knows whose it is): the shop's.
    const reviews = share(InMemoryReviewGateway, () => new InMemoryReviewGateway());
    const account = new InMemoryAccountGateway();
    bind(InMemoryReviewGateway).toConstantValue(reviews);
    bind(InMemoryAccountGateway).toConstantValue(account);
    bind(MEMBER_PROFILE_TOKENS.ReviewGateway).toConstantValue(reviews);
    bind(MEMBER_PROFILE_TOKENS.AccountGateway).toConstantValue(account);
  });

/** Tests and specs: the same use cases over fakes, each bound to its port and to its own class. */
export const notificationsTestModule = () => new ContainerModule(({ bind }) => {
  const both = <T extends object>(port: symbol, instance: T) => {
    bind(instance.constructor as Newable<T>).toConstantValue(instance);
    bind(port).toConstantValue(instance);
  };
  both(NOTIFICATION_TOKENS.NotificationGateway, new InMemoryNotificationGateway());
  both(NOTIFICATION_TOKENS.ProfileBadgeGateway, new InMemoryProfileBadges());
  both(NOTIFICATION_TOKENS.PageVisibility, new ManualPageVisibility());
  both(NOTIFICATION_TOKENS.DeveloperLog, new RecordingDeveloperLog());
});

/** Tests and specs: the recording fake (outside the app until `openInApp(version)`). */
export const appBridgeTestModule = () =>
  new ContainerModule(({ bind }) => {
    const bridge = new RecordingAppBridge();
    bind(RecordingAppBridge).toConstantValue(bridge);
    bind(APP_BRIDGE_TOKENS.AppBridge).toConstantValue(bridge);
  });

/** Tests and specs: the same use cases over fakes. */
export const trackingTestModule = (share: Shared = sharedFrom(undefined)) => new ContainerModule((load) => {
  const gateway = share(InMemorySearchTrackingGateway, () => new InMemorySearchTrackingGateway());
  const device = new FixedDeviceId();
  load.bind(InMemorySearchTrackingGateway).toConstantValue(gateway);
  load.bind(FixedDeviceId).toConstantValue(device);
  load.bind(SEARCH_TRACKING_TOKENS.SearchTrackingGateway).toConstantValue(gateway);
  load.bind(SEARCH_TRACKING_TOKENS.DeviceId).toConstantValue(device);
  const analytics = share(InMemoryAnalytics, () => new InMemoryAnalytics());
  load.bind(InMemoryAnalytics).toConstantValue(analytics);
  load.bind(TRACKING_TOKENS.Analytics).toConstantValue(analytics);
  const connection = new InMemoryConnectionInfo();
  const viewport = new InMemoryViewport();
  load.bind(InMemoryConnectionInfo).toConstantValue(connection);
  load.bind(InMemoryViewport).toConstantValue(viewport);
  load.bind(PAGE_BEHAVIOUR_TOKENS.ConnectionInfo).toConstantValue(connection);
  load.bind(PAGE_BEHAVIOUR_TOKENS.Viewport).toConstantValue(viewport);
});
