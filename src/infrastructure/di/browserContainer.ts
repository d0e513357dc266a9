import type { Newable } from 'inversify';
import type { Class, Resolver } from '../../application/injection';
import { buildContainer } from './buildContainer';
import type { ContainerOptions } from './ContainerOptions';
import type { RuntimeAdapters } from './runtimeAdapters';

/**
 * The browser's full container, loaded by the first call that needs a gateway: the first paint's
 * adapters and every use case and store it already made are bound as they are (one instance each).
 */
export function browserContainer(options: ContainerOptions, adapters: RuntimeAdapters, made: ReadonlyMap<Class<unknown>, unknown>): Resolver {
  const container = buildContainer(options, adapters);
  made.forEach((instance, type) => container.bind(type as Newable).toConstantValue(instance));
  return container;
}
