import { ContainerModule } from 'inversify';

/** Member area (orders): use cases and the axios adapters (browser and page server). */
export const memberOrdersModule = () => new ContainerModule(() => {});

/** Tests and specs: the same use cases over in-memory fakes. */
export const memberOrdersTestModule = () => new ContainerModule(() => {});
