import type * as Wire from '../../../contract/catalogPages';
import type {
  BrandGroupBuys, BrandPage, CategoryPage, CurationPage, EventBranches, EventPage, ReviewPage, ShopEvent,
} from '../../application/catalog/pagePorts';
import type { Review } from '../../domain/catalog/reviews';
import { toCard, toGroupList } from './mappers';

/** The catalog pages' wire shapes (contract/catalogPages.ts) to the shop's view types. */
export const toCurationPage = (body: Wire.CurationPage): CurationPage => ({ ...body, list: toGroupList(body.list) });

export const toCategoryPage = (body: Wire.CategoryPage): CategoryPage => ({ ...body, list: toGroupList(body.list) });

export const toBrandPage = (body: Wire.BrandPage): BrandPage => ({ ...body, newest: body.newest.map(toCard) });

export const toBrandGroupBuys = (body: Wire.BrandGroupBuys): BrandGroupBuys => ({ ...body, list: toGroupList(body.list) });

export const toReviewPage = (body: Wire.ReviewList): ReviewPage => ({
  subject: body.subject,
  rating: body.rating,
  starCounts: body.star_counts,
  page: body.page,
  hasMore: body.has_more,
  reviews: body.reviews.map(toReview),
});

export const toReview = (r: Wire.Review): Review => ({
  id: r.id, rating: r.rating, nickname: r.nickname, body: r.body, createdAt: r.created_at, productTitle: r.product_title,
  sizeFit: r.size_fit ?? null, photoUrl: r.photo_url ?? null, photoThumbUrl: r.photo_thumb_url ?? null,
});

const toEvent = (e: Wire.Event): ShopEvent => ({
  id: e.id, path: e.path, title: e.title, description: e.description, color: e.color, startsAt: e.starts_at, endsAt: e.ends_at,
});

export const toEventPage = (body: Wire.EventPage): EventPage => ({ event: toEvent(body.event), list: toGroupList(body.list) });

export const toEventBranches = (body: Wire.EventBranches): EventBranches => ({
  event: toEvent(body.event),
  sections: body.sections.map((s) => ({ branch: s.branch, total: s.total, cards: s.products.map(toCard) })),
});
