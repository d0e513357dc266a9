import { ContainerModule } from 'inversify';
import type { ContainerOptions } from './ContainerOptions';

/** appBridge: use cases and their adapters (browser and page server). */
export const appBridgeModule = (_options: ContainerOptions) => new ContainerModule(() => {});

/** Tests and specs: the same use cases over fakes. */
export const appBridgeTestModule = () => new ContainerModule(() => {});
