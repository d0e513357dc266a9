import { Container } from 'inversify';
import { browserAdapters, serverAdapters } from './adapterModules';
import { applicationModule } from './applicationModule';
import { catalogPagesModule } from './catalogPagesModule';
import { checkoutModule } from './checkoutModule';
import { trackingModule } from './trackingModule';
import { appBridgeModule } from './appBridgeModule';
import { notificationsModule } from './notificationsModule';
import { memberProfileModule } from './memberProfileModule';
import { memberWalletModule } from './memberWalletModule';
import { memberOrdersModule } from './memberOrdersModule';
import type { ContainerOptions } from './ContainerOptions';
import { httpModule } from './httpModule';
import { mallModule } from './mallModule';
import { purchaseModule } from './purchaseModule';
import { qaModule } from './qaModule';
import { exploreModule } from './exploreModule';

export type { ContainerOptions } from './ContainerOptions';

/**
 * The composition root: one container per browser tab, one per page request on the server.
 * Callers import 'reflect-metadata' first (entry points and test setups do).
 */
export function buildContainer(options: ContainerOptions): Container {
  const container = new Container();
  container.load(
    options.runtime === 'browser' ? browserAdapters() : serverAdapters(options),
    httpModule(options),
    applicationModule(),
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
