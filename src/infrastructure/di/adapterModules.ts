import { ContainerModule, type Newable } from 'inversify';
import type { RuntimeAdapters } from './runtimeAdapters';

/** Binds a runtime's adapters (runtimeAdapters.ts): each one the same instance the table hands out. */
export const adaptersModule = (adapters: RuntimeAdapters) =>
  new ContainerModule(({ bind }) => {
    adapters.forEach((adapter, id) => bind(id as Newable).toDynamicValue(adapter));
  });
