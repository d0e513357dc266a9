import type { LoaderFunction } from 'react-router-dom';
import type { AppDeps } from '../app/AppDeps';
import { statusForError } from '../app/errorStatus';
import { newestGroupBuysQuery } from '../app/queries';
import type { CatalogRead } from '../pages/catalog/catalogQueries';
import { articleMeta, exploreMeta, guideMeta } from '../pages/explore/exploreMeta';
import { articleRead, exploreRead, guideRead } from '../pages/explore/exploreQueries';
import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { throwAsRouteError, throwNotFound } from './routeErrors';

/** Validates the id through the page's read (an article outside the 25 fixed ids, a non-numeric guide id, or one the API does not know is the 404 page), then warms the page. */
const loadRead =
  <I, T>(read: CatalogRead<I, T>) =>
  (deps: AppDeps): LoaderFunction =>
  async ({ params, request }) => {
    const notFound = async (): Promise<never> => {
      await deps.queryClient.prefetchQuery(newestGroupBuysQuery(deps.container));
      throwNotFound();
    };
    const input = read.input(params, new URL(request.url).searchParams);
    if (input === null) return notFound();
    try {
      await deps.queryClient.ensureQueryData(read.query(deps.container, input));
    } catch (error) {
      if (statusForError(error) === 404) return notFound();
      throwAsRouteError(error);
    }
    return null;
  };

/** Routes of the community issue (SPEC §2.1), explore slice. */
export const exploreRoutes: PageRoute[] = [
  {
    path: 'explore',
    handle: { name: 'explore', meta: exploreMeta, chunk: 'src/ui/pages/explore/ExplorePage.tsx' },
    loader: loadRead(exploreRead),
    lazy: lazyPage(() => import('../pages/explore/ExplorePage')),
  },
  {
    path: 'articles/:id',
    handle: { name: 'article', meta: articleMeta, chunk: 'src/ui/pages/explore/ArticlePage.tsx' },
    loader: loadRead(articleRead),
    lazy: lazyPage(() => import('../pages/explore/ArticlePage')),
  },
  {
    path: 'guide/:id',
    // SPEC §4.6: guide pages opt out of the app-invite dialog.
    handle: { name: 'shopping-guide', flags: { showAppInviteDialog: true }, meta: guideMeta, chunk: 'src/ui/pages/explore/GuidePage.tsx' },
    loader: loadRead(guideRead),
    lazy: lazyPage(() => import('../pages/explore/GuidePage')),
  },
];
