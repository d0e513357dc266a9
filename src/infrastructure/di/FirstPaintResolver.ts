import { dependenciesOf, type Class, type Dependency, type Resolver } from '../../application/injection';
import type { Token } from '../../application/tokens';
import { lazyPort } from './lazyPort';
import type { RuntimeAdapters } from './runtimeAdapters';

/**
 * Loads the code of the full container; what it resolves to builds it at once, given what the first
 * paint made (each class's one instance) to adopt, so nothing is made twice in between.
 */
export type LoadContainer = () => Promise<(made: ReadonlyMap<Class<unknown>, unknown>) => Resolver>;

/**
 * The browser's resolver until the first call that needs a gateway (issue 12 part 5): it builds
 * use cases and stores from their recorded `@inject`s and the runtime's immediate adapters, and
 * hands every gateway out as a port that waits for the full container. That first call loads
 * inversify, the bindings and axios; from then on every request goes to that container, which has
 * adopted each instance made here, so a store is still one store.
 */
export class FirstPaintResolver implements Resolver {
  private readonly made = new Map<Dependency, unknown>();
  private full: Resolver | undefined;
  private loading: Promise<Resolver> | undefined;

  constructor(
    private readonly adapters: RuntimeAdapters,
    private readonly load: LoadContainer,
  ) {}

  get<T>(id: Class<T> | Token<T>): T {
    if (this.full) return this.full.get(id);
    if (!this.made.has(id)) this.made.set(id, this.make(id));
    return this.made.get(id) as T;
  }

  /** The full container, loaded once (again after a failed load, e.g. a chunk a deploy removed). */
  container(): Promise<Resolver> {
    this.loading ??= this.load().then(
      (build) => (this.full ??= build(this.classInstances())),
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  private make(id: Dependency): unknown {
    if (typeof id === 'function') {
      const dependencies = dependenciesOf(id);
      if (id.length > dependencies.length) throw new Error(`${id.name}: every constructor parameter needs @inject().`);
      return new (id as unknown as new (...args: unknown[]) => unknown)(...dependencies.map((dependency) => this.get(dependency)));
    }
    const adapter = this.adapters.get(id);
    if (adapter) return adapter();
    // Not an immediate adapter, so a gateway: every method returns a promise (lazyGateway.ts).
    return lazyPort(async () => (await this.container()).get(id) as never);
  }

  private classInstances(): ReadonlyMap<Class<unknown>, unknown> {
    return new Map([...this.made].filter((entry): entry is [Class<unknown>, unknown] => typeof entry[0] === 'function'));
  }
}
