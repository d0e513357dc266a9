import type { Kysely } from 'kysely';
import type { PendingReviewLine } from '../../../contract/memberProfile';
import { asksSizeFit } from '../../../src/domain/memberProfile/reviews';
import { listPendingReviewLines } from '../../db/repositories/memberProfile/reviews';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The member's completed order lines without a review yet (one order, or all), oldest order first. */
export async function pendingReviewLines(db: Db, memberId: number, orderId?: number): Promise<PendingReviewLine[]> {
  const rows = await listPendingReviewLines(db, memberId, orderId);
  return rows.map(({ size_guide, ...line }) => ({ ...line, asks_size_fit: asksSizeFit(size_guide) }));
}

export async function ordersWithPendingReviews(db: Db, memberId: number): Promise<number[]> {
  return [...new Set((await pendingReviewLines(db, memberId)).map((l) => l.order_id))];
}
