import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { routeDataModule } from './RouteData';

const data = routeDataModule(() => import('./areaData/mallRouteData'));
const NO_MALL_BAR = { showMallNavDesktop: false, showMallNavMobile: false };

/** Routes of the mall issue (SPEC §2.1), browse slice; their queries and meta are in areaData/mallRouteData.ts. */
export const mallRoutes: PageRoute[] = [
  {
    path: 'mall-menu',
    handle: { name: 'mall-menu', flags: { showMobileHeader: false, showFooter: false, showCustomerServiceWidget: false, ...NO_MALL_BAR }, chunk: 'src/ui/pages/mall/MallMenuPage.tsx', plain: true, data: data('mall-menu') },
    lazy: lazyPage(() => import('../pages/mall/MallMenuPage')),
  },
  {
    path: 'mall/:branchPath',
    handle: { name: 'mall', chunk: 'src/ui/pages/mall/MallPage.tsx', plain: true, data: data('mall') },
    lazy: lazyPage(() => import('../pages/mall/MallPage')),
  },
  {
    path: 'mall/:branchPath/groupbuy/:type',
    handle: { name: 'mall-group-list', chunk: 'src/ui/pages/mall/GroupListPage.tsx', plain: true, data: data('mall-group-list') },
    lazy: lazyPage(() => import('../pages/mall/GroupListPage')),
  },
  {
    path: 'groupbuy/category/:path',
    handle: { name: 'mall-floor', chunk: 'src/ui/pages/mall/FloorPage.tsx', plain: true, data: data('mall-floor') },
    lazy: lazyPage(() => import('../pages/mall/FloorPage')),
  },
  {
    path: 'featured-products/:type',
    handle: { name: 'featured-products', chunk: 'src/ui/pages/mall/FeaturedProductsPage.tsx', plain: true, data: data('featured-products') },
    lazy: lazyPage(() => import('../pages/mall/FeaturedProductsPage')),
  },
  {
    path: 'groupbuy/search',
    handle: { name: 'search', chunk: 'src/ui/pages/mall/SearchPage.tsx', plain: true, data: data('search') },
    lazy: lazyPage(() => import('../pages/mall/SearchPage')),
  },
  {
    path: 'search-suggest/:type',
    handle: { name: 'search-suggest', flags: { showNavFooter: false, showFooter: false, ...NO_MALL_BAR }, chunk: 'src/ui/pages/mall/SearchSuggestPage.tsx', plain: true, data: data('search-suggest') },
    lazy: lazyPage(() => import('../pages/mall/SearchSuggestPage')),
  },
];
