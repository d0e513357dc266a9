import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ContainerProvider } from '../di/ContainerProvider';
import type { AppDeps } from './AppDeps';
import { handEarlyInputToReact } from './earlyInput';
import { AppDepsContext } from './useAppDeps';

/**
 * Everything a page needs from above: the container and the query cache. No MUI theme here: the
 * shell and the first-paint pages are plain elements; MUI pieces bring their own `MuiScope`.
 */
export function AppProviders({ deps, children }: { deps: AppDeps; children: ReactNode }) {
  // Marks the document once React owns it (after hydration), and hands React what was typed, chosen,
  // tapped or submitted before (earlyInput.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    handEarlyInputToReact();
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
