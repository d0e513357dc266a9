import { ContainerModule } from 'inversify';
import type { ContainerOptions } from './ContainerOptions';

/** notifications: use cases and their adapters (browser and page server). */
export const notificationsModule = (_options: ContainerOptions) => new ContainerModule(() => {});

/** Tests and specs: the same use cases over fakes. */
export const notificationsTestModule = () => new ContainerModule(() => {});
