import { queryOptions } from '@tanstack/react-query';
import type { Resolver } from '../../../application/injection';
import { LoadHomePage } from '../../../application/catalog/LoadHomePage';
import { queryKeys } from '../../app/queries';

/** The home page's read, loaded with the home page (not with every page's 404 fallback in app/queries.ts). */
export const homePageQuery = (container: Resolver) =>
  queryOptions({
    queryKey: queryKeys.home,
    queryFn: () => container.get(LoadHomePage).execute(),
  });
