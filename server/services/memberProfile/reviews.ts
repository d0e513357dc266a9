import type { Kysely } from 'kysely';
import type { PendingReviewLine } from '../../../contract/memberProfile';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The member's completed order lines without a review yet (one order, or all), oldest order first. */
export async function pendingReviewLines(db: Db, memberId: number, orderId?: number): Promise<PendingReviewLine[]> {
  let query = db.selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .innerJoin('options', 'options.id', 'order_lines.option_id')
    .leftJoin('reviews', 'reviews.order_line_id', 'order_lines.id')
    .select([
      'orders.id as order_id', 'orders.number as order_number', 'order_lines.option_id', 'options.product_id', 'order_lines.product_title',
      'order_lines.group_buy_title', 'order_lines.size', 'order_lines.image',
    ])
    .where('orders.member_id', '=', memberId).where('orders.status', '=', 'completed').where('reviews.id', 'is', null);
  if (orderId !== undefined) query = query.where('orders.id', '=', orderId);
  return query.orderBy('orders.id').orderBy('order_lines.id').execute();
}

export async function ordersWithPendingReviews(db: Db, memberId: number): Promise<number[]> {
  return [...new Set((await pendingReviewLines(db, memberId)).map((l) => l.order_id))];
}
