import type { PageRoute } from './PageRoute';

/** Routes of the community issue (SPEC §2.1), explore slice. */
export const exploreRoutes: PageRoute[] = [
  { path: 'explore', name: 'explore', page: () => import('../pages/explore/ExplorePage') },
  { path: 'articles/:id', name: 'article', page: () => import('../pages/explore/ArticlePage') },
  // SPEC §4.6: guide pages opt out of the app-invite dialog.
  { path: 'guide/:id', name: 'shopping-guide', flags: { showAppInviteDialog: true }, page: () => import('../pages/explore/GuidePage') },
];
