import { ContainerModule } from 'inversify';
import type { ContainerOptions } from './ContainerOptions';

/** tracking: use cases and their adapters (browser and page server). */
export const trackingModule = (_options: ContainerOptions) => new ContainerModule(() => {});

/** Tests and specs: the same use cases over fakes. */
export const trackingTestModule = () => new ContainerModule(() => {});
