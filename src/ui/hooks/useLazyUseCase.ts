import { useEffect, useMemo, useRef } from 'react';
import type { Class } from '../../application/injection';
import { useContainer } from '../di/ContainerProvider';
import { resolveOnce } from './useUseCase';
import { whenIdle } from '../app/whenIdle';

type Executes = { execute: (...args: never[]) => unknown };

/** A use case whose code is still loading: the same `execute`, answered once it has loaded. */
export interface LazyUseCase<T extends Executes> {
  execute(...args: Parameters<T['execute']>): Promise<Awaited<ReturnType<T['execute']>>>;
}

/**
 * A use case a page needs only when the shopper acts (add to cart, notify me, follow): its code is
 * not in the page's first load but loads once the browser is idle after paint, so the first tap
 * does not wait for it; a tap before that waits for the load. Give `load` as a module constant.
 */
export function useLazyUseCase<T extends Executes>(load: () => Promise<Class<T>>): LazyUseCase<T> {
  const container = useContainer();
  const loader = useRef(load);
  const lazy = useMemo(() => {
    let instance: Promise<T> | undefined;
    const get = () =>
      (instance ??= loader.current().then(
        (type) => resolveOnce(container, type),
        (error: unknown) => {
          // A failed chunk load (vite:preloadError reloads the page) is tried again on the next tap.
          instance = undefined;
          throw error;
        },
      ));
    const execute: LazyUseCase<T>['execute'] = (...args) => get().then((useCase) => useCase.execute(...args)) as ReturnType<LazyUseCase<T>['execute']>;
    return { get, execute };
  }, [container]);
  useEffect(() => {
    void whenIdle().then(lazy.get).catch(() => undefined);
  }, [lazy]);
  return useMemo(() => ({ execute: lazy.execute }), [lazy]);
}
