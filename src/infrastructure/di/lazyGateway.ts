import type { AxiosInstance } from 'axios';
import type { ResolutionContext } from 'inversify';
import { TOKENS } from './tokens';

/** Every method returns a promise (or nothing): only such a port can wait for its adapter's code. */
type AsyncPort<T> = { [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> | void ? T[K] : never };

/**
 * A port whose adapter module loads on its first call, not with the page (issue 12 part 5: axios
 * and the gateways stay out of the first bundle; the page hydrates from the server's cache).
 * A failed load (a chunk the deploy removed) is retried on the next call.
 */
export function lazyPort<T extends AsyncPort<T>>(load: () => Promise<T>): T {
  let adapter: Promise<T> | undefined;
  const ready = () =>
    (adapter ??= load().catch((error: unknown) => {
      adapter = undefined;
      throw error;
    }));
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as T, {
    get(_, name) {
      // Not a thenable, not iterable: awaiting or spreading the port must not trigger a load.
      if (typeof name === 'symbol' || name === 'then') return undefined;
      let method = methods.get(name);
      if (!method) {
        method = (...args: unknown[]) => ready().then((port) => (port as Record<string, (...a: unknown[]) => unknown>)[name](...args));
        methods.set(name, method);
      }
      return method;
    },
  });
}

/**
 * A gateway binding over the shared HTTP client, both loaded on the port's first call:
 * `bind(T).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosX')).AxiosX(http)))`.
 */
export const httpGateway =
  <T extends AsyncPort<T>>(build: (http: AxiosInstance, context: ResolutionContext) => T | Promise<T>) =>
  (context: ResolutionContext): T =>
    lazyPort(async () => build(await context.getAsync(TOKENS.HttpClient), context));
