import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ContainerProvider } from '../di/ContainerProvider';
import type { AppDeps } from './AppDeps';
import { AppDepsContext } from './useAppDeps';

/**
 * Everything a page needs from above: the container and the query cache. No MUI theme here: the
 * shell and the first-paint pages are plain elements; MUI pieces bring their own `MuiScope`.
 */
export function AppProviders({ deps, children }: { deps: AppDeps; children: ReactNode }) {
  // Marks the document once React owns it (after hydration): the journeys wait for it before a
  // tap that only script handles, as a slow phone's first tap would otherwise be lost.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <AppDepsContext.Provider value={deps}>
      <ContainerProvider container={deps.container}>
        <QueryClientProvider client={deps.queryClient}>
          {children}
        </QueryClientProvider>
      </ContainerProvider>
    </AppDepsContext.Provider>
  );
}
