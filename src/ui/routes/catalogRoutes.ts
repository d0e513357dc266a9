import type { CatalogRead } from '../pages/catalog/catalogQueries';
import { brandGroupsRead, brandRead, categoryRead, curationRead, eventBranchesRead, eventRead, reviewsRead } from '../pages/catalog/catalogQueries';
import {
  brandGroupsMeta, brandMeta, categoryGroupsMeta, categoryMeta, curationMeta, event2Meta, eventMeta, reviewsMeta,
} from '../pages/catalog/catalogRouteMeta';
import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { readQueries } from './readQueries';

const page = <I, T>(name: string, path: string, file: string, meta: PageRoute['handle']['meta'], read: CatalogRead<I, T>, load: PageRoute['lazy']): PageRoute => ({
  path,
  handle: { name, meta, chunk: `src/ui/pages/catalog/${file}.tsx` },
  queries: readQueries(read),
  lazy: load,
});

/** Routes of the mall issue (SPEC §2.1), catalog slice: curation, category, brand, reviews, event. */
export const catalogRoutes: PageRoute[] = [
  page('curation', 'market/category/event/:curationPath', 'CurationPage', curationMeta, curationRead, lazyPage(() => import('../pages/catalog/CurationPage'))),
  page('category', 'market/category/:category', 'CategoryPage', categoryMeta, categoryRead, lazyPage(() => import('../pages/catalog/CategoryPage'))),
  page('category-groups', 'market/category-group-buy/:category', 'CategoryGroupsPage', categoryGroupsMeta, categoryRead, lazyPage(() => import('../pages/catalog/CategoryGroupsPage'))),
  page('brand', 'brand/:brandId', 'BrandPage', brandMeta, brandRead, lazyPage(() => import('../pages/catalog/BrandPage'))),
  page('brand-category', 'brand/:brandId/category/*', 'BrandGroupsPage', brandGroupsMeta, brandGroupsRead, lazyPage(() => import('../pages/catalog/BrandGroupsPage'))),
  page('brand-groups', 'brand/:brandId/group', 'BrandGroupsPage', brandGroupsMeta, brandGroupsRead, lazyPage(() => import('../pages/catalog/BrandGroupsPage'))),
  page('brand-reviews', 'brand/:brandId/review', 'ReviewsPage', reviewsMeta, reviewsRead, lazyPage(() => import('../pages/catalog/ReviewsPage'))),
  page('reviews', 'groupbuy/:groupId/review', 'ReviewsPage', reviewsMeta, reviewsRead, lazyPage(() => import('../pages/catalog/ReviewsPage'))),
  page('item-reviews', 'market/:itemId/review', 'ReviewsPage', reviewsMeta, reviewsRead, lazyPage(() => import('../pages/catalog/ReviewsPage'))),
  page('event', 'event/:eventPath', 'EventPage', eventMeta, eventRead, lazyPage(() => import('../pages/catalog/EventPage'))),
  page('event2', 'event2/:eventPath', 'Event2Page', event2Meta(false), eventBranchesRead, lazyPage(() => import('../pages/catalog/Event2Page'))),
  page('event2-preview', 'event2/:eventPath/preview', 'Event2PreviewPage', event2Meta(true), eventBranchesRead, lazyPage(() => import('../pages/catalog/Event2PreviewPage'))),
];
