import type { Kysely } from 'kysely';
import { REVIEW_PAGE_SIZE, type RatingSummary, type ReviewList, type ReviewSubjectKind } from '../../../contract/catalogPages';
import { averageRating, maskNickname } from '../../../src/domain/catalog/reviews';
import type { Database } from '../../db/schema';
import { photoUrls } from '../photos/photoUrls';

export interface ReviewSubjectRef { kind: ReviewSubjectKind; id: number }

/** Reviews of a subject: a group-buy's own, an item's (product), or every group-buy of a brand. */
function reviewsOf(db: Kysely<Database>, subject: ReviewSubjectRef) {
  const base = db.selectFrom('reviews').innerJoin('group_buys', 'group_buys.id', 'reviews.group_buy_id');
  switch (subject.kind) {
    case 'groupbuy':
      return base.where('reviews.group_buy_id', '=', subject.id);
    case 'item':
      return base.where('reviews.product_id', '=', subject.id);
    case 'brand':
      return base.where('group_buys.brand_id', '=', subject.id);
  }
}

export async function ratingSummary(db: Kysely<Database>, subject: ReviewSubjectRef): Promise<RatingSummary> {
  const row = await reviewsOf(db, subject)
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.sum<number | string | null>('reviews.rating').as('total')])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return { count, average: averageRating(Number(row.total ?? 0), count) };
}

/** How many reviews gave each number of stars (index 0 = 1 star). */
async function starCounts(db: Kysely<Database>, subject: ReviewSubjectRef): Promise<number[]> {
  const rows = await reviewsOf(db, subject)
    .select(['reviews.rating', (eb) => eb.fn.countAll<number | string>().as('count')]).groupBy('reviews.rating').execute();
  return [1, 2, 3, 4, 5].map((stars) => Number(rows.find((r) => Number(r.rating) === stars)?.count ?? 0));
}

/** What the review page is about: its title, link and image. Null when the id is unknown. */
async function subjectOf(db: Kysely<Database>, subject: ReviewSubjectRef): Promise<ReviewList['subject'] | null> {
  if (subject.kind === 'brand') {
    const brand = await db.selectFrom('brands').select(['id', 'name']).where('id', '=', subject.id).executeTakeFirst();
    return brand ? { kind: 'brand', id: brand.id, title: brand.name, url: `/brand/${brand.id}`, image: null } : null;
  }
  if (subject.kind === 'item') {
    const item = await db.selectFrom('products').innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id')
      .select(['products.id', 'products.title', 'group_buys.image_path']).where('products.id', '=', subject.id).executeTakeFirst();
    return item ? { kind: 'item', id: item.id, title: item.title, url: `/market/${item.id}`, image: item.image_path } : null;
  }
  const gb = await db.selectFrom('group_buys').select(['id', 'title', 'image_path']).where('id', '=', subject.id).executeTakeFirst();
  return gb ? { kind: 'groupbuy', id: gb.id, title: gb.title, url: `/groupbuy/${gb.id}`, image: gb.image_path } : null;
}

/** A page (10) of reviews, newest first, with nicknames masked before they leave the server. */
export async function reviewList(db: Kysely<Database>, subject: ReviewSubjectRef, page: number): Promise<ReviewList | null> {
  const about = await subjectOf(db, subject);
  if (!about) return null;
  const rows = await reviewsOf(db, subject)
    .innerJoin('members', 'members.id', 'reviews.member_id')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .leftJoin('review_photos', 'review_photos.id', 'reviews.photo_id')
    .select(['reviews.id', 'reviews.rating', 'reviews.body', 'reviews.created_at', 'members.nickname', 'products.title as product_title', 'reviews.size_fit', 'review_photos.key as photo_key'])
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(REVIEW_PAGE_SIZE + 1)
    .offset((page - 1) * REVIEW_PAGE_SIZE)
    .execute();
  return {
    subject: about,
    rating: await ratingSummary(db, subject),
    star_counts: await starCounts(db, subject),
    page,
    has_more: rows.length > REVIEW_PAGE_SIZE,
    reviews: rows.slice(0, REVIEW_PAGE_SIZE).map((r) => ({
      id: r.id, rating: r.rating, body: r.body, created_at: Number(r.created_at), product_title: r.product_title,
      nickname: maskNickname(r.nickname), size_fit: r.size_fit, ...photoUrls(r.photo_key),
    })),
  };
}
