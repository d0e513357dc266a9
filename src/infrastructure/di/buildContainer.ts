import { shopContainer } from './shopContainer';
import { browserAdapters, serverAdapters } from './adapterModules';
import { catalogPagesModule } from './catalogPagesModule';
import { checkoutModule } from './checkoutModule';
import { trackingModule } from './trackingModule';
import { appBridgeModule } from './appBridgeModule';
import { notificationsModule } from './notificationsModule';
import { memberProfileModule } from './memberProfileModule';
import { memberWalletModule } from './memberWalletModule';
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
 * Callers import 'reflect-metadata' first (entry points and test setups do).
 */
export function buildContainer(options: ContainerOptions): Container {
  const container = shopContainer();
  container.load(
    options.runtime === 'browser' ? browserAdapters() : serverAdapters(options),
    httpModule(options),
    mallModule(),
    catalogPagesModule(),
    purchaseModule(),
    qaModule(),
    exploreModule(),
    checkoutModule(),
    trackingModule(options),
    appBridgeModule(options),
    notificationsModule(options),
    memberProfileModule(),
    memberWalletModule(),
    memberOrdersModule(),
  );
  options.overrides?.(container);
  return container;
}
