import type { Kysely } from 'kysely';
import type { PendingReviewLine } from '../../../../contract/memberProfile';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/** The member's completed order lines without a review yet (one order, or all), oldest order first, with their goods' size guide. */
export async function listPendingReviewLines(db: Db, memberId: number, orderId?: number): Promise<(Omit<PendingReviewLine, 'asks_size_fit'> & { size_guide: string | null })[]> {
  let query = db.selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .innerJoin('options', 'options.id', 'order_lines.option_id')
    .leftJoin('reviews', 'reviews.order_line_id', 'order_lines.id')
    .leftJoin('group_buy_contents', 'group_buy_contents.group_buy_id', 'order_lines.group_buy_id')
    .select([
      'orders.id as order_id', 'orders.number as order_number', 'order_lines.option_id', 'options.product_id', 'order_lines.product_title',
      'order_lines.group_buy_title', 'order_lines.size', 'order_lines.image', 'group_buy_contents.size_guide',
    ])
    .where('orders.member_id', '=', memberId).where('orders.status', '=', 'completed').where('reviews.id', 'is', null);
  if (orderId !== undefined) query = query.where('orders.id', '=', orderId);
  return query.orderBy('orders.id').orderBy('order_lines.id').execute();
}

/** A line of the member's own order, with its order's status, its review's id (null: none yet) and its goods' size guide. */
export const findOwnOrderLine = (db: Db, memberId: number, orderId: number, optionId: number) =>
  db.selectFrom('order_lines').innerJoin('orders', 'orders.id', 'order_lines.order_id').innerJoin('options', 'options.id', 'order_lines.option_id')
    .leftJoin('reviews', 'reviews.order_line_id', 'order_lines.id')
    .leftJoin('group_buy_contents', 'group_buy_contents.group_buy_id', 'order_lines.group_buy_id')
    .select(['order_lines.id', 'order_lines.group_buy_id', 'options.product_id', 'orders.status', 'reviews.id as review_id', 'group_buy_contents.size_guide'])
    .where('orders.id', '=', orderId).where('orders.member_id', '=', memberId).where('order_lines.option_id', '=', optionId)
    .executeTakeFirst();

export async function insertReviewPhoto(db: Db, memberId: number, key: string, now: number): Promise<number> {
  const row = await db.insertInto('review_photos').values({ member_id: memberId, key, created_at: now }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export interface NewReview {
  groupBuyId: number; productId: number; memberId: number; rating: number; body: string; orderLineId: number;
  sizeFit: string | null; photoId: number | null; credit: number; createdAt: number;
}

/** Throws on a second review of the same line (unique index on order_line_id). */
export async function insertReview(db: Db, review: NewReview): Promise<number> {
  const row = await db.insertInto('reviews').values({
    group_buy_id: review.groupBuyId, product_id: review.productId, member_id: review.memberId, rating: review.rating, body: review.body,
    created_at: review.createdAt, order_line_id: review.orderLineId, size_fit: review.sizeFit, photo_id: review.photoId, credit: review.credit,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function findReviewPhotoId(db: Db, key: string): Promise<number | undefined> {
  return (await db.selectFrom('review_photos').select('id').where('key', '=', key).executeTakeFirst())?.id;
}

export const listMemberReviewPhotos = (db: Db, memberId: number) =>
  db.selectFrom('review_photos').select(['id', 'key']).where('member_id', '=', memberId).execute();

export async function clearReviewPhotos(db: Db, photoIds: number[]): Promise<void> {
  await db.updateTable('reviews').set({ photo_id: null }).where('photo_id', 'in', photoIds).execute();
}

export async function deleteMemberReviewPhotos(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('review_photos').where('member_id', '=', memberId).execute();
}
