import type { LoaderFunction } from 'react-router-dom';
import { isFeaturedType, isGroupListType, isSlug, isSuggestType } from '../../domain/mall/browse';
import { parsePage } from '../../domain/mall/filters';
import type { AppDeps } from '../app/AppDeps';
import { branchPageInput, branchPageQuery, featuredQuery, floorQuery, groupListPageQuery, mallMenuQuery, searchQuery } from '../pages/mall/mallQueries';
import { featuredMeta, floorMeta, groupListMeta, mallMenuMeta, mallMeta, searchMeta, suggestMeta } from '../pages/mall/mallMeta';
import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { throwAsRouteError, throwNotFound } from './routeErrors';

type Args = Parameters<LoaderFunction>[0];

/** Validates the params (anything invalid is the 404 page), then warms the page's query. */
const load =
  (warm: (deps: AppDeps, args: Args, url: URL) => Promise<unknown> | 'not-found') =>
  (deps: AppDeps): LoaderFunction =>
  async (args) => {
    const url = new URL(args.request.url);
    const pending = warm(deps, args, url);
    if (pending === 'not-found') throwNotFound();
    await pending.catch(throwAsRouteError);
    return null;
  };

const page = (url: URL) => parsePage(url.searchParams.get('page'));

/** Routes of the mall issue (SPEC §2.1), browse slice. */
export const mallRoutes: PageRoute[] = [
  {
    path: 'mall-menu',
    handle: { name: 'mall-menu', flags: { showMobileHeader: false, showFooter: false, showCustomerServiceWidget: false, showMallNavDesktop: false, showMallNavMobile: false }, meta: mallMenuMeta, chunk: 'src/ui/pages/mall/MallMenuPage.tsx' },
    loader: load((deps) => deps.queryClient.ensureQueryData(mallMenuQuery(deps.container))),
    lazy: lazyPage(() => import('../pages/mall/MallMenuPage')),
  },
  {
    path: 'mall/:branchPath',
    handle: { name: 'mall', meta: mallMeta, chunk: 'src/ui/pages/mall/MallPage.tsx' },
    loader: load((deps, { params }, url) =>
      isSlug(params.branchPath) ? deps.queryClient.ensureQueryData(branchPageQuery(deps.container, branchPageInput(params.branchPath, url.searchParams))) : 'not-found'),
    lazy: lazyPage(() => import('../pages/mall/MallPage')),
  },
  {
    path: 'mall/:branchPath/groupbuy/:type',
    handle: { name: 'mall-group-list', meta: groupListMeta, chunk: 'src/ui/pages/mall/GroupListPage.tsx' },
    loader: load((deps, { params }, url) =>
      isSlug(params.branchPath) && isGroupListType(params.type)
        ? deps.queryClient.ensureQueryData(groupListPageQuery(deps.container, params.branchPath, params.type, page(url)))
        : 'not-found'),
    lazy: lazyPage(() => import('../pages/mall/GroupListPage')),
  },
  {
    path: 'groupbuy/category/:path',
    handle: { name: 'mall-floor', meta: floorMeta, chunk: 'src/ui/pages/mall/FloorPage.tsx' },
    loader: load((deps, { params }, url) => (isSlug(params.path) ? deps.queryClient.ensureQueryData(floorQuery(deps.container, params.path, page(url))) : 'not-found')),
    lazy: lazyPage(() => import('../pages/mall/FloorPage')),
  },
  {
    path: 'featured-products/:type',
    handle: { name: 'featured-products', meta: featuredMeta, chunk: 'src/ui/pages/mall/FeaturedProductsPage.tsx' },
    loader: load((deps, { params }, url) => (isFeaturedType(params.type) ? deps.queryClient.ensureQueryData(featuredQuery(deps.container, params.type, page(url))) : 'not-found')),
    lazy: lazyPage(() => import('../pages/mall/FeaturedProductsPage')),
  },
  {
    path: 'groupbuy/search',
    handle: { name: 'search', meta: searchMeta, chunk: 'src/ui/pages/mall/SearchPage.tsx' },
    loader: load((deps, _args, url) => deps.queryClient.ensureQueryData(searchQuery(deps.container, url.searchParams.get('query') ?? '', page(url)))),
    lazy: lazyPage(() => import('../pages/mall/SearchPage')),
  },
  {
    path: 'search-suggest/:type',
    handle: { name: 'search-suggest', flags: { showNavFooter: false, showFooter: false, showMallNavDesktop: false, showMallNavMobile: false }, meta: suggestMeta, chunk: 'src/ui/pages/mall/SearchSuggestPage.tsx' },
    loader: load((_deps, { params }) => (isSuggestType(params.type) ? Promise.resolve() : 'not-found')),
    lazy: lazyPage(() => import('../pages/mall/SearchSuggestPage')),
  },
];
