import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/** Reviews of an order's lines that earned credit, with the line's quantity. */
export async function listCreditedReviewsOfOrder(db: Db, orderId: number) {
  return db.selectFrom('reviews').innerJoin('order_lines', 'order_lines.id', 'reviews.order_line_id')
    .select(['reviews.id', 'reviews.credit', 'order_lines.id as line_id', 'order_lines.quantity'])
    .where('order_lines.order_id', '=', orderId).where('reviews.credit', '>', 0).execute();
}

/** Sets a review's credit to 0 while it is still `credit` (once per review); whether it did. */
export async function takeReviewCredit(db: Db, reviewId: number, credit: number): Promise<boolean> {
  const taken = await db.updateTable('reviews').set({ credit: 0 }).where('id', '=', reviewId).where('credit', '=', credit).executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}
