import { queryOptions } from '@tanstack/react-query';
import type { Resolver } from '../../../application/injection';
import { LoadBabyPicks } from '../../../application/babyFit/LoadBabyPicks';
import { LoadHomePage } from '../../../application/catalog/LoadHomePage';
import { READ_EACH_VISIT } from '../../routes/RouteQuery';
import { queryKeys } from '../../app/queries';

/** The home page's read, loaded with the home page (not with every page's 404 fallback in app/queries.ts). */
export const homePageQuery = (container: Resolver) =>
  queryOptions({
    queryKey: queryKeys.home,
    queryFn: () => container.get(LoadHomePage).execute(),
  });

/**
 * Home's 適合寶寶 row: the member's own, read on every visit (a sign-in or a new baby changes it), and
 * empty for a visitor. Server-rendered with the page; a failure to read it leaves the row out.
 */
export const babyPicksQuery = (container: Resolver) =>
  queryOptions({
    queryKey: ['baby-picks'] as const,
    queryFn: () => container.get(LoadBabyPicks).execute(),
    ...READ_EACH_VISIT,
  });
