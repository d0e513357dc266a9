import type { PageRoute } from './PageRoute';

const NO_MALL_BAR = { showMallNavDesktop: false, showMallNavMobile: false };
const MENU_FLAGS = { showMobileHeader: false, showFooter: false, showCustomerServiceWidget: false, ...NO_MALL_BAR };

/** Routes of the mall issue (SPEC §2.1), browse slice; each page module exports its queries and meta (`route`). */
export const mallRoutes: PageRoute[] = [
  { path: 'mall-menu', name: 'mall-menu', flags: MENU_FLAGS, plain: true, page: () => import('../pages/mall/MallMenuPage') },
  { path: 'mall/:branchPath', name: 'mall', plain: true, page: () => import('../pages/mall/MallPage') },
  { path: 'mall/:branchPath/groupbuy/:type', name: 'mall-group-list', plain: true, page: () => import('../pages/mall/GroupListPage') },
  { path: 'groupbuy/category/:path', name: 'mall-floor', plain: true, page: () => import('../pages/mall/FloorPage') },
  { path: 'featured-products/:type', name: 'featured-products', plain: true, page: () => import('../pages/mall/FeaturedProductsPage') },
  { path: 'groupbuy/search', name: 'search', plain: true, page: () => import('../pages/mall/SearchPage') },
  {
    path: 'search-suggest/:type',
    name: 'search-suggest',
    flags: { showNavFooter: false, showFooter: false, ...NO_MALL_BAR },
    plain: true, page: () => import('../pages/mall/SearchSuggestPage'),
  },
];
