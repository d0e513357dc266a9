import type { Kysely } from 'kysely';
import { REVIEW_PAGE_SIZE, type RatingSummary, type Review, type ReviewList, type ReviewSubjectKind } from '../../../contract/catalogPages';
import { averageRating, maskNickname } from '../../../src/domain/catalog/reviews';
import type { Database } from '../../db/schema';
import {
  countReviewsByRating, findBrandName, findGroupBuyHeader, findProductWithImage, listBestReviews, listReviews, sumReviewRatings,
} from '../../db/repositories/catalogPages/reviews';
import { photoUrls } from '../photos/photoUrls';

export interface ReviewSubjectRef { kind: ReviewSubjectKind; id: number }

export async function ratingSummary(db: Kysely<Database>, subject: ReviewSubjectRef): Promise<RatingSummary> {
  const row = await sumReviewRatings(db, subject);
  const count = Number(row.count);
  return { count, average: averageRating(Number(row.total ?? 0), count) };
}

/** How many reviews gave each number of stars (index 0 = 1 star). */
async function starCounts(db: Kysely<Database>, subject: ReviewSubjectRef): Promise<number[]> {
  const rows = await countReviewsByRating(db, subject);
  return [1, 2, 3, 4, 5].map((stars) => Number(rows.find((r) => Number(r.rating) === stars)?.count ?? 0));
}

/** What the review page is about: its title, link and image. Null when the id is unknown. */
async function subjectOf(db: Kysely<Database>, subject: ReviewSubjectRef): Promise<ReviewList['subject'] | null> {
  if (subject.kind === 'brand') {
    const brand = await findBrandName(db, subject.id);
    return brand ? { kind: 'brand', id: brand.id, title: brand.name, url: `/brand/${brand.id}`, image: null } : null;
  }
  if (subject.kind === 'item') {
    const item = await findProductWithImage(db, subject.id);
    return item ? { kind: 'item', id: item.id, title: item.title, url: `/market/${item.id}`, image: item.image_path } : null;
  }
  const gb = await findGroupBuyHeader(db, subject.id);
  return gb ? { kind: 'groupbuy', id: gb.id, title: gb.title, url: `/groupbuy/${gb.id}`, image: gb.image_path } : null;
}

/** A page (10) of reviews, newest first, with nicknames masked before they leave the server. */
export async function reviewList(db: Kysely<Database>, subject: ReviewSubjectRef, page: number): Promise<ReviewList | null> {
  const about = await subjectOf(db, subject);
  if (!about) return null;
  const rows = await listReviews(db, subject, { limit: REVIEW_PAGE_SIZE + 1, offset: (page - 1) * REVIEW_PAGE_SIZE });
  return {
    subject: about,
    rating: await ratingSummary(db, subject),
    star_counts: await starCounts(db, subject),
    page,
    has_more: rows.length > REVIEW_PAGE_SIZE,
    reviews: rows.slice(0, REVIEW_PAGE_SIZE).map(toReview),
  };
}

type ReviewRow = Awaited<ReturnType<typeof listReviews>>[number];

const toReview = (r: ReviewRow): Review => ({
  id: r.id, rating: r.rating, body: r.body, created_at: Number(r.created_at), product_title: r.product_title,
  nickname: maskNickname(r.nickname), size_fit: r.size_fit, ...photoUrls(r.photo_key),
});

/** How many reviews the top of a product page shows. */
export const BEST_REVIEW_COUNT = 3;

/** The product page's best reviews (most stars, with a photo first), nicknames masked like the review page's. */
export async function bestReviews(db: Kysely<Database>, groupBuyId: number): Promise<Review[]> {
  return (await listBestReviews(db, groupBuyId, BEST_REVIEW_COUNT)).map(toReview);
}
