import { BrandGroupBuys, BrandPage, CategoryPage, CurationPage, EventBranches, EventPage, ReviewList } from '../catalogPages';
import { BrandGroupBuysQuery, IdParams, PageQuery, PathParams, ReviewsQuery } from '../catalogPagesRequests';
import { endpoint } from '../endpoint';

/** The catalog pages: curation, category, brand and its group-buys, reviews, event and its branches. Unknown ids and paths are 404. */
export const CatalogPageEndpoints = {
  curation: endpoint({
    method: 'GET', path: '/v3/shopping/curation/:path', summary: '策展頁', access: 'public',
    params: PathParams, query: PageQuery, response: CurationPage, errors: [404],
  }),
  category: endpoint({
    method: 'GET', path: '/v3/shopping/category/:id', summary: '分類頁', access: 'public',
    params: IdParams, query: PageQuery, response: CategoryPage, errors: [404],
  }),
  brand: endpoint({
    method: 'GET', path: '/v3/shopping/brand/:id', summary: '品牌頁', access: 'public',
    params: IdParams, response: BrandPage, errors: [404],
  }),
  brandGroupBuys: endpoint({
    method: 'GET', path: '/v3/shopping/brand/:id/groupbuys', summary: '品牌的團購', access: 'public',
    params: IdParams, query: BrandGroupBuysQuery, response: BrandGroupBuys, errors: [404],
  }),
  reviews: endpoint({
    method: 'GET', path: '/v3/shopping/reviews', summary: '評價', access: 'public',
    query: ReviewsQuery, response: ReviewList, errors: [404],
  }),
  event: endpoint({
    method: 'GET', path: '/v3/shopping/event/:path', summary: '活動頁', access: 'public',
    params: PathParams, query: PageQuery, response: EventPage, errors: [404],
  }),
  eventBranches: endpoint({
    method: 'GET', path: '/v3/shopping/event/:path/branches', summary: '活動的分館', access: 'public',
    params: PathParams, response: EventBranches, errors: [404],
  }),
};
