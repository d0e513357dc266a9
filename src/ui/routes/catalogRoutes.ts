import type { PageRoute } from './PageRoute';

/** Routes of the mall issue (SPEC §2.1), catalog slice: curation, category, brand, reviews, event. */
export const catalogRoutes: PageRoute[] = [
  { path: 'market/category/event/:curationPath', name: 'curation', page: () => import('../pages/catalog/CurationPage') },
  { path: 'market/category/:category', name: 'category', page: () => import('../pages/catalog/CategoryPage') },
  { path: 'market/category-group-buy/:category', name: 'category-groups', page: () => import('../pages/catalog/CategoryGroupsPage') },
  { path: 'brand/:brandId', name: 'brand', page: () => import('../pages/catalog/BrandPage') },
  { path: 'brand/:brandId/category/*', name: 'brand-category', page: () => import('../pages/catalog/BrandGroupsPage') },
  { path: 'brand/:brandId/group', name: 'brand-groups', page: () => import('../pages/catalog/BrandGroupsPage') },
  { path: 'brand/:brandId/review', name: 'brand-reviews', page: () => import('../pages/catalog/ReviewsPage') },
  { path: 'groupbuy/:groupId/review', name: 'reviews', page: () => import('../pages/catalog/ReviewsPage') },
  { path: 'market/:itemId/review', name: 'item-reviews', page: () => import('../pages/catalog/ReviewsPage') },
  { path: 'event/:eventPath', name: 'event', page: () => import('../pages/catalog/EventPage') },
  { path: 'event2/:eventPath', name: 'event2', page: () => import('../pages/catalog/Event2Page') },
  { path: 'event2/:eventPath/preview', name: 'event2-preview', page: () => import('../pages/catalog/Event2PreviewPage') },
];
