import { ContainerModule, type Container, type Newable } from 'inversify';
import { shopContainer } from './shopContainer';
import { RecordingPageReloader } from '../browser/RecordingPageReloader';
import { StaticNetworkStatus } from '../browser/StaticNetworkStatus';
import { FixedClock } from '../clock/FixedClock';
import { DocumentCookieTokenStore } from '../cookie/DocumentCookieTokenStore';
import { InMemoryAccounts } from '../memory/InMemoryAccounts';
import { InMemoryAuthGateway } from '../memory/InMemoryAuthGateway';
import { InMemoryBabyPicks } from '../memory/InMemoryBabyPicks';
import { BABY_FIT_TOKENS } from '../../application/babyFit/tokens';
import { InMemoryGroupBuyCatalog } from '../memory/InMemoryGroupBuyCatalog';
import { InMemorySocialAuthGateway } from '../memory/InMemorySocialAuthGateway';
import { InMemoryTokenStore } from '../memory/InMemoryTokenStore';
import { InMemoryUserInfoGateway } from '../memory/InMemoryUserInfoGateway';
import { InMemoryErrorReporter } from '../reporting/InMemoryErrorReporter';
import { MemoryKeyValueStore } from '../storage/MemoryKeyValueStore';
import { ManualScheduler } from '../timers/ManualScheduler';
import {
  appBridgeTestModule, catalogPagesTestModule, exploreTestModule, mallMemoryModule, memberDevicesTestModule, memberOrdersTestModule, memberProfileTestModule,
  memberWalletTestModule, notificationsTestModule, purchaseTestModule, qaTestModule, sharedFrom, trackingTestModule, type Shared,
} from './testModules';
import { checkoutTestModule } from './checkoutTestModule';
import { TOKENS, type Token } from './tokens';

/**
 * A container on in-memory adapters, for tests, specs and component tests. Each fake is bound
 * both to its port token and to its own class, so a test can reach it:
 * `container.get(InMemoryAccounts).addMember(…)`, `container.get(ManualScheduler).advance(3000)`.
 * With `shop`, the container is another person's device in the same shop: her own token, storage,
 * session, cart and member data, the shop's accounts, clock, catalog, forum and collector.
 * `InMemoryTokenStore` is the device's auth_token_data cookie, which the fakes read and set as the
 * server does; with `browser`, the use cases' TokenStore is the browser's, which cannot see it (HttpOnly).
 */
export function buildTestContainer(overrides?: (container: Container) => void, options: { shop?: Container; browser?: boolean } = {}): Container {
  const container = shopContainer();
  const share = sharedFrom(options.shop);
  container.load(
    memoryAdapters(share, options.browser ?? false), mallMemoryModule(share), catalogPagesTestModule(share), purchaseTestModule(share), qaTestModule(share), exploreTestModule(share),
    checkoutTestModule(), memberOrdersTestModule(), memberWalletTestModule(share), memberDevicesTestModule(share), memberProfileTestModule(share), notificationsTestModule(), appBridgeTestModule(),
    trackingTestModule(share), babyFitTestModule(),
  );
  overrides?.(container);
  return container;
}

/** 適合寶寶: no baby unless a test sets `container.get(InMemoryBabyPicks).answer`. */
const babyFitTestModule = () =>
  new ContainerModule(({ bind }) => {
    bind(InMemoryBabyPicks).toSelf().inSingletonScope();
    bind(BABY_FIT_TOKENS.BabyPicksGateway).toService(InMemoryBabyPicks);
  });

const memoryAdapters = (share: Shared, browser: boolean) =>
  new ContainerModule(({ bind }) => {
    const both = <T extends object>(port: Token<T>, instance: T) => {
      bind<T>(instance.constructor as Newable<T>).toConstantValue(instance);
      bind<T>(port).toConstantValue(instance);
    };
    const clock = share(FixedClock, () => new FixedClock());
    const tokens = new InMemoryTokenStore();
    const accounts = share(InMemoryAccounts, () => new InMemoryAccounts(clock));
    bind(InMemoryAccounts).toConstantValue(accounts);
    both(TOKENS.Clock, clock);
    bind(InMemoryTokenStore).toConstantValue(tokens);
    bind(TOKENS.TokenStore).toConstantValue(browser ? new DocumentCookieTokenStore({ cookie: '' }) : tokens);
    both(TOKENS.AuthGateway, new InMemoryAuthGateway(accounts, tokens));
    both(TOKENS.SocialAuthGateway, new InMemorySocialAuthGateway(accounts));
    both(TOKENS.UserInfoGateway, new InMemoryUserInfoGateway(accounts, tokens));
    both(TOKENS.GroupBuyCatalog, share(InMemoryGroupBuyCatalog, () => new InMemoryGroupBuyCatalog()));
    both(TOKENS.ErrorReporter, new InMemoryErrorReporter());
    both(TOKENS.PageReloader, new RecordingPageReloader());
    both(TOKENS.KeyValueStore, new MemoryKeyValueStore());
    both(TOKENS.Scheduler, share(ManualScheduler, () => new ManualScheduler()));
    both(TOKENS.NetworkStatus, new StaticNetworkStatus(true));
    bind(TOKENS.ResponseCookies).toConstantValue({ setCookieHeaders: () => [] });
  });
