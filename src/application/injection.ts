import type { Token } from './tokens';

/** A class a container can build: a use case, a store, an adapter class. */
export type Class<T> = abstract new (...args: never[]) => T;

/** What a constructor parameter asks for: a port's token or another injectable class. */
export type Dependency = Token<unknown> | Class<unknown>;

/**
 * What the UI, loaders and the composition root ask for a use case, store or port. Inversify's
 * container is one (page server, tests); the browser's first paint has a lighter one that hands
 * inversify the instances it made (src/infrastructure/di/FirstPaintResolver.ts).
 */
export interface Resolver {
  get<T>(id: Class<T> | Token<T>): T;
}

const dependencies = new WeakMap<Class<unknown>, Dependency[]>();
const classes: Class<unknown>[] = [];
const listeners: ((type: Class<unknown>, dependencies: readonly Dependency[]) => void)[] = [];

/**
 * The use cases' own `@injectable()` and `@inject(id)`: they only record what each constructor
 * asks for, so a use case (and the first bundle it is in) needs no DI library. Inversify learns the
 * same metadata from `onInjectable` when a container is built; the first paint reads `dependenciesOf`.
 */
export function injectable() {
  return (type: Class<unknown>): void => {
    classes.push(type);
    const recorded = dependenciesOf(type);
    listeners.forEach((listener) => listener(type, recorded));
  };
}

/** Marks a constructor parameter: `constructor(@inject(PORT_TOKENS.Clock) private readonly clock: Clock)`. */
export function inject(id: Dependency) {
  return (type: Class<unknown>, _member: string | symbol | undefined, index: number): void => {
    const recorded = dependencies.get(type) ?? [];
    recorded[index] = id;
    dependencies.set(type, recorded);
  };
}

/** The constructor's dependencies in parameter order ([] for a class that needs nothing). */
export function dependenciesOf(type: Class<unknown>): readonly Dependency[] {
  return dependencies.get(type) ?? [];
}

/** Calls `listener` for every injectable class declared so far and every one declared later. */
export function onInjectable(listener: (type: Class<unknown>, dependencies: readonly Dependency[]) => void): void {
  classes.forEach((type) => listener(type, dependenciesOf(type)));
  listeners.push(listener);
}
