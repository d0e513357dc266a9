import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { routeDataModule } from './RouteData';

const data = routeDataModule(() => import('./areaData/foundationRouteData'));

/** Routes of the foundation issue (SPEC §2.1) that paint first: home and not-found; data in areaData/foundationRouteData.ts. The site's other pages are in siteRoutes.ts. */
export const foundationRoutes: PageRoute[] = [
  {
    index: true,
    handle: { name: 'home', chunk: 'src/ui/pages/home/HomePage.tsx', plain: true, data: data('home') },
    lazy: lazyPage(() => import('../pages/home/HomePage')),
  },
  {
    path: '*',
    handle: { name: 'not-found', chunk: 'src/ui/pages/errors/NotFoundRoute.tsx', plain: true, data: data('not-found') },
    lazy: lazyPage(() => import('../pages/errors/NotFoundRoute')),
  },
];
