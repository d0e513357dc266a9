import type { CatalogRead } from '../../pages/catalog/catalogQueries';
import { brandGroupsRead, brandRead, categoryRead, curationRead, eventBranchesRead, eventRead, reviewsRead } from '../../pages/catalog/catalogQueries';
import {
  brandGroupsMeta, brandMeta, categoryGroupsMeta, categoryMeta, curationMeta, event2Meta, eventMeta, reviewsMeta,
} from '../../pages/catalog/catalogRouteMeta';
import type { RouteData } from '../RouteData';
import { readQueries } from './readQueries';

const page = <I, T>(meta: RouteData['meta'], read: CatalogRead<I, T>): RouteData => ({ meta, queries: readQueries(read) });

/** Data of the catalog routes (catalogRoutes.ts): each page is one read of its params, and its meta. */
export const routeData = {
  curation: page(curationMeta, curationRead),
  category: page(categoryMeta, categoryRead),
  'category-groups': page(categoryGroupsMeta, categoryRead),
  brand: page(brandMeta, brandRead),
  'brand-category': page(brandGroupsMeta, brandGroupsRead),
  'brand-groups': page(brandGroupsMeta, brandGroupsRead),
  'brand-reviews': page(reviewsMeta, reviewsRead),
  reviews: page(reviewsMeta, reviewsRead),
  'item-reviews': page(reviewsMeta, reviewsRead),
  event: page(eventMeta, eventRead),
  event2: page(event2Meta(false), eventBranchesRead),
  'event2-preview': page(event2Meta(true), eventBranchesRead),
} satisfies Record<string, RouteData>;
