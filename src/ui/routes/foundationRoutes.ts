import type { PageRoute } from './PageRoute';

/** Routes of the foundation issue (SPEC §2.1) that paint first: home and not-found. The site's other pages are in siteRoutes.ts. */
export const foundationRoutes: PageRoute[] = [
  { index: true, name: 'home', plain: true, page: () => import('../pages/home/HomePage') },
  { path: '*', name: 'not-found', plain: true, page: () => import('../pages/errors/NotFoundRoute') },
];
