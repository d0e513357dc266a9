import { isFeaturedType, isGroupListType, isSlug, isSuggestType } from '../../domain/mall/browse';
import { parsePage } from '../../domain/mall/filters';
import { branchPageInput, branchPageQuery, featuredQuery, floorQuery, groupListPageQuery, mallMenuQuery, searchQuery } from '../pages/mall/mallQueries';
import { featuredMeta, floorMeta, groupListMeta, mallMenuMeta, mallMeta, searchMeta, suggestMeta } from '../pages/mall/mallMeta';
import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { routeQuery } from './RouteQuery';

const page = (search: URLSearchParams) => parsePage(search.get('page'));
const NO_MALL_BAR = { showMallNavDesktop: false, showMallNavMobile: false };

/** Routes of the mall issue (SPEC §2.1), browse slice; an invalid param is the 404 page. */
export const mallRoutes: PageRoute[] = [
  {
    path: 'mall-menu',
    handle: { name: 'mall-menu', flags: { showMobileHeader: false, showFooter: false, showCustomerServiceWidget: false, ...NO_MALL_BAR }, meta: mallMenuMeta, chunk: 'src/ui/pages/mall/MallMenuPage.tsx', plain: true },
    queries: ({ container }) => [routeQuery(mallMenuQuery(container))],
    lazy: lazyPage(() => import('../pages/mall/MallMenuPage')),
  },
  {
    path: 'mall/:branchPath',
    handle: { name: 'mall', meta: mallMeta, chunk: 'src/ui/pages/mall/MallPage.tsx', plain: true },
    queries: ({ params, search, container }) =>
      isSlug(params.branchPath) ? [routeQuery(branchPageQuery(container, branchPageInput(params.branchPath, search)))] : null,
    lazy: lazyPage(() => import('../pages/mall/MallPage')),
  },
  {
    path: 'mall/:branchPath/groupbuy/:type',
    handle: { name: 'mall-group-list', meta: groupListMeta, chunk: 'src/ui/pages/mall/GroupListPage.tsx', plain: true },
    queries: ({ params, search, container }) =>
      isSlug(params.branchPath) && isGroupListType(params.type) ? [routeQuery(groupListPageQuery(container, params.branchPath, params.type, page(search)))] : null,
    lazy: lazyPage(() => import('../pages/mall/GroupListPage')),
  },
  {
    path: 'groupbuy/category/:path',
    handle: { name: 'mall-floor', meta: floorMeta, chunk: 'src/ui/pages/mall/FloorPage.tsx', plain: true },
    queries: ({ params, search, container }) => (isSlug(params.path) ? [routeQuery(floorQuery(container, params.path, page(search)))] : null),
    lazy: lazyPage(() => import('../pages/mall/FloorPage')),
  },
  {
    path: 'featured-products/:type',
    handle: { name: 'featured-products', meta: featuredMeta, chunk: 'src/ui/pages/mall/FeaturedProductsPage.tsx', plain: true },
    queries: ({ params, search, container }) => (isFeaturedType(params.type) ? [routeQuery(featuredQuery(container, params.type, page(search)))] : null),
    lazy: lazyPage(() => import('../pages/mall/FeaturedProductsPage')),
  },
  {
    path: 'groupbuy/search',
    handle: { name: 'search', meta: searchMeta, chunk: 'src/ui/pages/mall/SearchPage.tsx', plain: true },
    queries: ({ search, container }) => [routeQuery(searchQuery(container, search.get('query') ?? '', page(search)))],
    lazy: lazyPage(() => import('../pages/mall/SearchPage')),
  },
  {
    path: 'search-suggest/:type',
    handle: { name: 'search-suggest', flags: { showNavFooter: false, showFooter: false, ...NO_MALL_BAR }, meta: suggestMeta, chunk: 'src/ui/pages/mall/SearchSuggestPage.tsx', plain: true },
    queries: ({ params }) => (isSuggestType(params.type) ? [] : null),
    lazy: lazyPage(() => import('../pages/mall/SearchSuggestPage')),
  },
];
