import { ContainerModule } from 'inversify';

/** Member area (profile): use cases and the axios adapters (browser and page server). */
export const memberProfileModule = () => new ContainerModule(() => {});

/** Tests and specs: the same use cases over in-memory fakes. */
export const memberProfileTestModule = () => new ContainerModule(() => {});
