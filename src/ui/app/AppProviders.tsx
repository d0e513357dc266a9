import type { ReactNode } from 'react';
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
