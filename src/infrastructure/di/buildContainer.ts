import { shopContainer } from './shopContainer';
import { adaptersModule } from './adapterModules';
import { browserAdapters, type RuntimeAdapters } from './runtimeAdapters';
import { serverAdapters } from './serverAdapters';
import { catalogPagesModule } from './catalogPagesModule';
import { checkoutModule } from './checkoutModule';
import { trackingModule } from './trackingModule';
import { notificationsModule } from './notificationsModule';
import { memberProfileModule } from './memberProfileModule';
import { memberWalletModule } from './memberWalletModule';
import { memberDevicesModule } from './memberDevicesModule';
import { babyFitModule } from './babyFitModule';
import { memberOrdersModule } from './memberOrdersModule';
import type { ContainerOptions } from './ContainerOptions';
import type { Container } from 'inversify';
import { httpModule } from './httpModule';
import { mallModule } from './mallModule';
import { purchaseModule } from './purchaseModule';
import { qaModule } from './qaModule';
import { exploreModule } from './exploreModule';

export type { ContainerOptions } from './ContainerOptions';

/**
 * The composition root: one container per browser tab, one per page request on the server. Modules
 * bind ports to adapters; use cases and stores are not listed (see shopContainer.ts).
 * `adapters` are the runtime's immediate adapters; the browser's first paint hands over the ones it
 * has already made.
 */
export function buildContainer(
  options: ContainerOptions,
  adapters: RuntimeAdapters = options.runtime === 'browser' ? browserAdapters() : serverAdapters(options),
): Container {
  const container = shopContainer();
  container.load(
    adaptersModule(adapters),
    httpModule(options),
    mallModule(),
    catalogPagesModule(),
    purchaseModule(),
    qaModule(),
    exploreModule(),
    checkoutModule(),
    trackingModule(),
    notificationsModule(),
    memberProfileModule(),
    memberWalletModule(),
    memberDevicesModule(),
    babyFitModule(),
    memberOrdersModule(),
  );
  options.overrides?.(container);
  return container;
}
