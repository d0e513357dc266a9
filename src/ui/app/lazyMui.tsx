import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { reloadAfterChunkFailure } from './chunkReload';

/**
 * An MUI island inside a plain page: a component whose code (and MUI with it) loads the first
 * time it renders, inside `MuiScope`. Render it only when it is needed (a dialog once opened),
 * so the first paint never waits for it; until its chunk arrives it renders `fallback`.
 */
export function lazyMui<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback: ReactNode = null): ComponentType<P> {
  const Island = lazy(async () => {
    try {
      const [module, scope] = await Promise.all([load(), import('./MuiScope')]);
      const Component = module.default;
      const Scoped = (props: P) => (
        <scope.MuiScope>
          <Component {...props} />
        </scope.MuiScope>
      );
      return { default: Scoped };
    } catch (error) {
      reloadAfterChunkFailure(error);
      throw error;
    }
  });
  return function LazyMuiIsland(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Island {...props} />
      </Suspense>
    );
  };
}
