import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { routeDataModule } from './RouteData';

const data = routeDataModule(() => import('./areaData/exploreRouteData'));

/** Routes of the community issue (SPEC §2.1), explore slice; data in areaData/exploreRouteData.ts. */
export const exploreRoutes: PageRoute[] = [
  {
    path: 'explore',
    handle: { name: 'explore', chunk: 'src/ui/pages/explore/ExplorePage.tsx', data: data('explore') },
    lazy: lazyPage(() => import('../pages/explore/ExplorePage')),
  },
  {
    path: 'articles/:id',
    handle: { name: 'article', chunk: 'src/ui/pages/explore/ArticlePage.tsx', data: data('article') },
    lazy: lazyPage(() => import('../pages/explore/ArticlePage')),
  },
  {
    path: 'guide/:id',
    // SPEC §4.6: guide pages opt out of the app-invite dialog.
    handle: { name: 'shopping-guide', flags: { showAppInviteDialog: true }, chunk: 'src/ui/pages/explore/GuidePage.tsx', data: data('shopping-guide') },
    lazy: lazyPage(() => import('../pages/explore/GuidePage')),
  },
];
