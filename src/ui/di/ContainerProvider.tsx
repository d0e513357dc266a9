import { createContext, useContext, type ReactNode } from 'react';
import type { Resolver } from '../../application/injection';

const ContainerContext = createContext<Resolver | null>(null);

/** Holds the composition root's container for the tree below; it stores no state of its own. */
export function ContainerProvider({ container, children }: { container: Resolver; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

export function useContainer(): Resolver {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useContainer() must be used inside <ContainerProvider>.');
  return container;
}
