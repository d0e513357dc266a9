import { articleMeta, exploreMeta, guideMeta } from '../pages/explore/exploreMeta';
import { articleRead, exploreRead, guideRead } from '../pages/explore/exploreQueries';
import { lazyPage } from './lazyPage';
import { readQueries } from './readQueries';
import type { PageRoute } from './PageRoute';

/** Routes of the community issue (SPEC §2.1), explore slice. */
export const exploreRoutes: PageRoute[] = [
  {
    path: 'explore',
    handle: { name: 'explore', meta: exploreMeta, chunk: 'src/ui/pages/explore/ExplorePage.tsx' },
    queries: readQueries(exploreRead),
    lazy: lazyPage(() => import('../pages/explore/ExplorePage')),
  },
  {
    path: 'articles/:id',
    handle: { name: 'article', meta: articleMeta, chunk: 'src/ui/pages/explore/ArticlePage.tsx' },
    queries: readQueries(articleRead),
    lazy: lazyPage(() => import('../pages/explore/ArticlePage')),
  },
  {
    path: 'guide/:id',
    // SPEC §4.6: guide pages opt out of the app-invite dialog.
    handle: { name: 'shopping-guide', flags: { showAppInviteDialog: true }, meta: guideMeta, chunk: 'src/ui/pages/explore/GuidePage.tsx' },
    queries: readQueries(guideRead),
    lazy: lazyPage(() => import('../pages/explore/GuidePage')),
  },
];
