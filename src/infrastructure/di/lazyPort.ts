/** Every method returns a promise (or nothing): only such a port can wait for its adapter's code. */
export type AsyncPort<T> = { [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> | void ? T[K] : never };

/**
 * A port whose adapter module loads on its first call, not with the page (issue 12 part 5: axios
 * and the gateways stay out of the first bundle; the page hydrates from the server's cache).
 * A failed load (a chunk the deploy removed) is retried on the next call.
 */
const lazyPorts = new WeakSet<object>();

/** Whether a value is a port made by lazyPort (the wiring tests check every gateway is one). */
export const isLazyPort = (value: unknown): boolean => typeof value === 'object' && value !== null && lazyPorts.has(value);

export function lazyPort<T extends AsyncPort<T>>(load: () => Promise<T>): T {
  let adapter: Promise<T> | undefined;
  const ready = () =>
    (adapter ??= load().catch((error: unknown) => {
      adapter = undefined;
      throw error;
    }));
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  const port = new Proxy({} as T, {
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
  lazyPorts.add(port);
  return port;
}
