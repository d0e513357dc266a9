import { ContainerModule } from 'inversify';

/** Member area (wallet): use cases and the axios adapters (browser and page server). */
export const memberWalletModule = () => new ContainerModule(() => {});

/** Tests and specs: the same use cases over in-memory fakes. */
export const memberWalletTestModule = () => new ContainerModule(() => {});
