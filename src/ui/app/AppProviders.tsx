import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { ContainerProvider } from '../di/ContainerProvider';
import { createShopTheme } from '../theme';
import type { AppDeps } from './AppDeps';
import { AppDepsContext } from './useAppDeps';

const theme = createShopTheme();

/** Everything a page needs from above: the container, the query cache and the theme. */
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
          <ThemeProvider theme={theme}>
            <CssBaseline />
            {children}
          </ThemeProvider>
        </QueryClientProvider>
      </ContainerProvider>
    </AppDepsContext.Provider>
  );
}
