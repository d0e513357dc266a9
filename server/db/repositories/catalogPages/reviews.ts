import { sql, type Kysely } from 'kysely';
import type { Database } from '../../schema';
import type { Window } from '../catalog/cards';

type Db = Kysely<Database>;

/** Whose reviews: a group-buy's own, an item's (product), or every group-buy of a brand. */
export interface ReviewSubject { kind: 'groupbuy' | 'item' | 'brand'; id: number }

function reviewsOf(db: Db, subject: ReviewSubject) {
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

/** How many reviews and the sum of their stars. */
export const sumReviewRatings = (db: Db, subject: ReviewSubject) =>
  reviewsOf(db, subject)
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.sum<number | string | null>('reviews.rating').as('total')])
    .executeTakeFirstOrThrow();

/** How many reviews gave each rating (ratings nobody gave are absent). */
export const countReviewsByRating = (db: Db, subject: ReviewSubject) =>
  reviewsOf(db, subject).select(['reviews.rating', (eb) => eb.fn.countAll<number | string>().as('count')]).groupBy('reviews.rating').execute();

/** Reviews newest first, with the writer's nickname, the product's title and the photo's key. */
export const listReviews = (db: Db, subject: ReviewSubject, window: Required<Window>) =>
  reviewsOf(db, subject)
    .innerJoin('members', 'members.id', 'reviews.member_id')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .leftJoin('review_photos', 'review_photos.id', 'reviews.photo_id')
    .select(['reviews.id', 'reviews.rating', 'reviews.body', 'reviews.created_at', 'members.nickname', 'products.title as product_title', 'reviews.size_fit', 'review_photos.key as photo_key'])
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();

/** The best reviews first: most stars, then those with a photo, then the newest. */
export const listBestReviews = (db: Db, groupBuyId: number, limit: number) =>
  reviewsOf(db, { kind: 'groupbuy', id: groupBuyId })
    .innerJoin('members', 'members.id', 'reviews.member_id')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .leftJoin('review_photos', 'review_photos.id', 'reviews.photo_id')
    .select(['reviews.id', 'reviews.rating', 'reviews.body', 'reviews.created_at', 'members.nickname', 'products.title as product_title', 'reviews.size_fit', 'review_photos.key as photo_key'])
    .orderBy('reviews.rating', 'desc')
    .orderBy(sql`case when reviews.photo_id is null then 1 else 0 end`)
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(limit)
    .execute();

export const findBrandName = (db: Db, id: number) => db.selectFrom('brands').select(['id', 'name']).where('id', '=', id).executeTakeFirst();

/** A product with its group-buy's image. */
export const findProductWithImage = (db: Db, id: number) =>
  db.selectFrom('products').innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id')
    .select(['products.id', 'products.title', 'group_buys.image_path']).where('products.id', '=', id).executeTakeFirst();

export const findGroupBuyHeader = (db: Db, id: number) =>
  db.selectFrom('group_buys').select(['id', 'title', 'image_path']).where('id', '=', id).executeTakeFirst();
