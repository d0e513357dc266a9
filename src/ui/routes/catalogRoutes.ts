import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { routeDataModule } from './RouteData';

const data = routeDataModule(() => import('./areaData/catalogRouteData'));
type Name = Parameters<typeof data>[0];

const page = (name: Name, path: string, file: string, load: PageRoute['lazy']): PageRoute => ({
  path,
  handle: { name, chunk: `src/ui/pages/catalog/${file}.tsx`, data: data(name) },
  lazy: load,
});

/** Routes of the mall issue (SPEC §2.1), catalog slice: curation, category, brand, reviews, event; data in areaData/catalogRouteData.ts. */
export const catalogRoutes: PageRoute[] = [
  page('curation', 'market/category/event/:curationPath', 'CurationPage', lazyPage(() => import('../pages/catalog/CurationPage'))),
  page('category', 'market/category/:category', 'CategoryPage', lazyPage(() => import('../pages/catalog/CategoryPage'))),
  page('category-groups', 'market/category-group-buy/:category', 'CategoryGroupsPage', lazyPage(() => import('../pages/catalog/CategoryGroupsPage'))),
  page('brand', 'brand/:brandId', 'BrandPage', lazyPage(() => import('../pages/catalog/BrandPage'))),
  page('brand-category', 'brand/:brandId/category/*', 'BrandGroupsPage', lazyPage(() => import('../pages/catalog/BrandGroupsPage'))),
  page('brand-groups', 'brand/:brandId/group', 'BrandGroupsPage', lazyPage(() => import('../pages/catalog/BrandGroupsPage'))),
  page('brand-reviews', 'brand/:brandId/review', 'ReviewsPage', lazyPage(() => import('../pages/catalog/ReviewsPage'))),
  page('reviews', 'groupbuy/:groupId/review', 'ReviewsPage', lazyPage(() => import('../pages/catalog/ReviewsPage'))),
  page('item-reviews', 'market/:itemId/review', 'ReviewsPage', lazyPage(() => import('../pages/catalog/ReviewsPage'))),
  page('event', 'event/:eventPath', 'EventPage', lazyPage(() => import('../pages/catalog/EventPage'))),
  page('event2', 'event2/:eventPath', 'Event2Page', lazyPage(() => import('../pages/catalog/Event2Page'))),
  page('event2-preview', 'event2/:eventPath/preview', 'Event2PreviewPage', lazyPage(() => import('../pages/catalog/Event2PreviewPage'))),
];
