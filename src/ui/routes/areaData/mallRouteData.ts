import { isFeaturedType, isGroupListType, isSlug, isSuggestType } from '../../../domain/mall/browse';
import { parsePage } from '../../../domain/mall/filters';
import { branchPageInput, branchPageQuery, featuredQuery, floorQuery, groupListPageQuery, mallMenuQuery, searchQuery } from '../../pages/mall/mallQueries';
import { featuredMeta, floorMeta, groupListMeta, mallMenuMeta, mallMeta, searchMeta, suggestMeta } from '../../pages/mall/mallMeta';
import type { RouteData } from '../RouteData';
import { routeQuery } from '../RouteQuery';

const page = (search: URLSearchParams) => parsePage(search.get('page'));

/** Data of the mall routes (mallRoutes.ts), browse slice; an invalid param is the 404 page. */
export const routeData = {
  'mall-menu': {
    meta: mallMenuMeta,
    queries: ({ container }) => [routeQuery(mallMenuQuery(container))],
  },
  mall: {
    meta: mallMeta,
    queries: ({ params, search, container }) =>
      isSlug(params.branchPath) ? [routeQuery(branchPageQuery(container, branchPageInput(params.branchPath, search)))] : null,
  },
  'mall-group-list': {
    meta: groupListMeta,
    queries: ({ params, search, container }) =>
      isSlug(params.branchPath) && isGroupListType(params.type) ? [routeQuery(groupListPageQuery(container, params.branchPath, params.type, page(search)))] : null,
  },
  'mall-floor': {
    meta: floorMeta,
    queries: ({ params, search, container }) => (isSlug(params.path) ? [routeQuery(floorQuery(container, params.path, page(search)))] : null),
  },
  'featured-products': {
    meta: featuredMeta,
    queries: ({ params, search, container }) => (isFeaturedType(params.type) ? [routeQuery(featuredQuery(container, params.type, page(search)))] : null),
  },
  search: {
    meta: searchMeta,
    queries: ({ search, container }) => [routeQuery(searchQuery(container, search.get('query') ?? '', page(search)))],
  },
  'search-suggest': {
    meta: suggestMeta,
    queries: ({ params }) => (isSuggestType(params.type) ? [] : null),
  },
} satisfies Record<string, RouteData>;
