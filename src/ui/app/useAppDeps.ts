import { createContext, useContext } from 'react';
import type { AppDeps } from './AppDeps';

export const AppDepsContext = createContext<AppDeps | null>(null);

export function useAppDeps(): AppDeps {
  const deps = useContext(AppDepsContext);
  if (!deps) throw new Error('useAppDeps() must be used inside <AppProviders>.');
  return deps;
}
