import { ContainerModule, type Container, type Newable } from 'inversify';
import { shopContainer } from './shopContainer';
import { RecordingPageReloader } from '../browser/RecordingPageReloader';
import { StaticNetworkStatus } from '../browser/StaticNetworkStatus';
import { FixedClock } from '../clock/FixedClock';
import { InMemoryAccounts } from '../memory/InMemoryAccounts';
import { InMemoryAuthGateway } from '../memory/InMemoryAuthGateway';
import { InMemoryGroupBuyCatalog } from '../memory/InMemoryGroupBuyCatalog';
import { InMemorySocialAuthGateway } from '../memory/InMemorySocialAuthGateway';
import { InMemoryTokenStore } from '../memory/InMemoryTokenStore';
import { InMemoryUserInfoGateway } from '../memory/InMemoryUserInfoGateway';
import { InMemoryErrorReporter } from '../reporting/InMemoryErrorReporter';
import { MemoryKeyValueStore } from '../storage/MemoryKeyValueStore';
import { ManualScheduler } from '../timers/ManualScheduler';
import {
  appBridgeTestModule, catalogPagesTestModule, exploreTestModule, mallMemoryModule, memberDevicesTestModule, memberOrdersTestModule, memberProfileTestModule,
  memberWalletTestModule, notificationsTestModule, purchaseTestModule, qaTestModule, trackingTestModule,
} from './testModules';
import { TOKENS, type Token } from './tokens';

/**
 * A container on in-memory adapters, for tests, specs and component tests. Each fake is bound
 * both to its port token and to its own class, so a test can reach it:
 * `container.get(InMemoryAccounts).addMember(…)`, `container.get(ManualScheduler).advance(3000)`.
 */
export function buildTestContainer(overrides?: (container: Container) => void): Container {
  const container = shopContainer();
  container.load(
    memoryAdapters(), mallMemoryModule(), catalogPagesTestModule(), purchaseTestModule(), qaTestModule(), exploreTestModule(),
    memberOrdersTestModule(), memberWalletTestModule(), memberDevicesTestModule(), memberProfileTestModule(), notificationsTestModule(), appBridgeTestModule(),
    trackingTestModule(),
  );
  overrides?.(container);
  return container;
}

const memoryAdapters = () =>
  new ContainerModule(({ bind }) => {
    const both = <T extends object>(port: Token<T>, instance: T) => {
      bind<T>(instance.constructor as Newable<T>).toConstantValue(instance);
      bind<T>(port).toConstantValue(instance);
    };
    const clock = new FixedClock();
    const tokens = new InMemoryTokenStore();
    const accounts = new InMemoryAccounts(clock);
    bind(InMemoryAccounts).toConstantValue(accounts);
    both(TOKENS.Clock, clock);
    both(TOKENS.TokenStore, tokens);
    both(TOKENS.AuthGateway, new InMemoryAuthGateway(accounts, tokens));
    both(TOKENS.SocialAuthGateway, new InMemorySocialAuthGateway(accounts));
    both(TOKENS.UserInfoGateway, new InMemoryUserInfoGateway(accounts, tokens));
    both(TOKENS.GroupBuyCatalog, new InMemoryGroupBuyCatalog());
    both(TOKENS.ErrorReporter, new InMemoryErrorReporter());
    both(TOKENS.PageReloader, new RecordingPageReloader());
    both(TOKENS.KeyValueStore, new MemoryKeyValueStore());
    both(TOKENS.Scheduler, new ManualScheduler());
    both(TOKENS.NetworkStatus, new StaticNetworkStatus(true));
    bind(TOKENS.ResponseCookies).toConstantValue({ setCookieHeaders: () => [] });
  });
