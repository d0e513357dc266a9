import { queryOptions } from '@tanstack/react-query';
import type { Resolver } from '../../../application/injection';
import { LoadMallNavigation } from '../../../application/mall/LoadMallNavigation';

/** The mall bar's branches: apart from the browse pages' queries (mallQueries.ts), since every page in the mall layout reads it. */
export const mallNavQuery = (container: Resolver) =>
  queryOptions({ queryKey: ['mall', 'nav'], queryFn: () => container.get(LoadMallNavigation).execute(), staleTime: 5 * 60_000 });
