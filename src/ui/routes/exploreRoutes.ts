import { articleMeta, exploreMeta, guideMeta } from '../pages/explore/exploreMeta';
import { articleRead, exploreRead, guideRead } from '../pages/explore/exploreQueries';
import { lazyPage } from './lazyPage';
import { loadRead } from './loadRead';
import type { PageRoute } from './PageRoute';

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
